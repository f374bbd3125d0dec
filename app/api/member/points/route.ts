export { POST } from '@/features/member/points.handler';
