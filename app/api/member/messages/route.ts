export { GET, POST } from '@/features/mySpace/memberMessages.handler';
