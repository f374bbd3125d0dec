export { POST } from '@/features/circles/circlePostLike.handler';
