export { POST } from '@/features/shortVideo/shortVideoLike.handler';
