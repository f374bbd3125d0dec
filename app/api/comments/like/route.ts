export { POST } from '@/features/comments/commentLike.handler';
