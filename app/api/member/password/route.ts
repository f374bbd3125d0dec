export { POST } from '@/features/member/password.handler';
