export { POST } from '@/features/accounts/xyBulletin.handler';
