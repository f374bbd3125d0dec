export { GET } from '@/features/member/weixinCallback.handler';
