export { GET } from '@/features/analytics/serverTime.handler';
