export { POST } from '@/features/uploads/uploads.handler';
