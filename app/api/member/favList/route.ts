export { GET } from '@/features/member/favList.handler';
