export { POST } from '@/features/member/consent.handler';
