export { POST } from '@/features/member/weixinStart.handler';
