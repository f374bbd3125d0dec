export { GET } from '@/features/activities/activityState.handler';
