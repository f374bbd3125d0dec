export { GET } from '@/features/articleList/articleList.handler';
