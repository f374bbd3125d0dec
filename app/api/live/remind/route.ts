export { GET, POST } from '@/features/live/remind.handler';
