export { POST } from '@/features/member/weixinDecline.handler';
