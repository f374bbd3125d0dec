export { POST } from '@/features/member/memberInfo.handler';
