export { POST } from '@/features/member/accountSms.handler';
