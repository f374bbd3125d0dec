export { POST } from '@/features/member/bindPhone.handler';
