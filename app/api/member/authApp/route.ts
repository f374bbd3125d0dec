export { GET } from '@/features/member/authApp.handler';
