export { POST } from '@/features/tipoffs/submission.handler';
