export { POST } from '@/features/member/info.handler';
