export { POST } from '@/features/analytics/analytics.handler';
