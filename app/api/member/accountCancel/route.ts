export { POST } from '@/features/member/accountCancel.handler';
