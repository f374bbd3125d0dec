export { POST, GET } from '@/features/leaders/leaderMessage.handler';
