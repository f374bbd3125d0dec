export { POST } from '@/features/comments/delete.handler';
