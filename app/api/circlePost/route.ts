export { POST } from '@/features/circles/circlePost.handler';
