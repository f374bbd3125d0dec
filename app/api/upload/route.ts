export { POST } from '@/features/uploads/upload.handler';
