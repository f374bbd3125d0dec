export { POST } from '@/features/ads/adEvent.handler';
