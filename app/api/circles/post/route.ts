export { POST } from '@/features/circles/post.handler';
