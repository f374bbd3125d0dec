export { POST } from '@/features/member/authLogin.handler';
