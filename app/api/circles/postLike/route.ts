export { POST } from '@/features/circles/postLike.handler';
