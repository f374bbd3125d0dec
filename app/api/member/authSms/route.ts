export { POST } from '@/features/member/authSms.handler';
