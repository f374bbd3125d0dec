export { GET } from '@/features/search/search.handler';
