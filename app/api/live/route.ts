export { GET } from '@/features/live/live.handler';
