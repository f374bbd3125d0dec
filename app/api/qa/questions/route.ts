export { POST, GET } from '@/features/qa/questions.handler';
