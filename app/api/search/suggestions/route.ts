export { GET } from '@/features/search/suggestions.handler';
