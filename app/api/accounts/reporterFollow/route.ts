export { GET, POST } from '@/features/accounts/reporterFollow.handler';
