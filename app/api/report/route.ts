export { GET, POST } from '@/features/reports/report.handler';
