export { GET } from '@/features/share/wxSignature.handler';
