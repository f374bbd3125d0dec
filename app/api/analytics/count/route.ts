export { POST } from '@/features/analytics/count.handler';
