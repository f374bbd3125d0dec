export { GET } from '@/features/activities/entries.handler';
