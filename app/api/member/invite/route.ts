export { POST } from '@/features/member/invite.handler';
