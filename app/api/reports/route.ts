export { GET, POST } from '@/features/reports/reports.handler';
