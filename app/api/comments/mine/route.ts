export { GET } from '@/features/comments/mine.handler';
