export { POST } from '@/features/shortVideo/like.handler';
