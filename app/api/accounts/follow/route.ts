export { POST } from '@/features/accounts/follow.handler';
