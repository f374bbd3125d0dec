export { GET } from '@/features/comments/replies.handler';
