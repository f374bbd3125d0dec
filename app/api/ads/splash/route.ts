export { GET } from '@/features/ads/splash.handler';
