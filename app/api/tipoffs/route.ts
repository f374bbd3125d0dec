export { POST } from '@/features/tipoffs/tipoffs.handler';
