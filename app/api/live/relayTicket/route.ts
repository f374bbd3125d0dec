export { GET } from '@/features/live/relayTicket.handler';
