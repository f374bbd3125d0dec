export { GET } from '@/features/accounts/follows.handler';
