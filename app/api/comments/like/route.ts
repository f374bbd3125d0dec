export { POST } from '@/features/comments/like.handler';
