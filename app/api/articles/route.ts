export { GET } from '@/features/articleList/articles.handler';
