export { GET, POST } from '@/features/mySpace/messages.handler';
