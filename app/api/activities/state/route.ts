export { GET } from '@/features/activities/state.handler';
