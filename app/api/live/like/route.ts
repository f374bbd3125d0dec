export { POST } from '@/features/live/liveLike.handler';
