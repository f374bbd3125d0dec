export { POST } from '@/features/member/authLogout.handler';
