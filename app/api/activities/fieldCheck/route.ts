export { GET } from '@/features/activities/fieldCheck.handler';
