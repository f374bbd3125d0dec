export { POST } from '@/features/activities/regist.handler';
