export { POST } from '@/features/ads/event.handler';
