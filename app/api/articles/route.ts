export { GET } from '@/features/columns/articles.handler';
