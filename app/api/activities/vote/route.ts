export { POST } from '@/features/activities/vote.handler';
