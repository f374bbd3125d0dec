export { POST } from '@/features/share/share.handler';
