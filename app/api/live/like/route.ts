export { POST } from '@/features/live/like.handler';
