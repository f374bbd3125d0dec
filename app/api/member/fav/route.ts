export { GET, POST } from '@/features/member/fav.handler';
