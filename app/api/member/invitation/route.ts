export { POST } from '@/features/member/invitation.handler';
