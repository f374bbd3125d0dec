export { POST } from '@/features/comments/deleteComment.handler';
