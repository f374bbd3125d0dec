export { GET } from '@/features/share/poster.handler';
