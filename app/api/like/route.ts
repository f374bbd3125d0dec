export { POST } from '@/features/articles/articleLike.handler';
