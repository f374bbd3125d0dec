export { GET } from '@/features/comments/myComments.handler';
