export { GET, POST } from '@/features/comments/comments.handler';
