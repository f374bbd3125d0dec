export { GET } from '@/features/accounts/dynamics.handler';
