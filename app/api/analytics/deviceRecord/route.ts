export { POST } from '@/features/analytics/deviceRecord.handler';
