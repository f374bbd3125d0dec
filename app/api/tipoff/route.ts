export { POST } from '@/features/tipoffs/tipoff.handler';
