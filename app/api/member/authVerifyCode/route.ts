export { GET } from '@/features/member/authVerifyCode.handler';
