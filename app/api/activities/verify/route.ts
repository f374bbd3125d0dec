export { POST } from '@/features/activities/verify.handler';
