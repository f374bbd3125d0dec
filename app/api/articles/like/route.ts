export { POST } from '@/features/articles/like.handler';
