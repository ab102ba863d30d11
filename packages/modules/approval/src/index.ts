export { approvalRoutes } from './routes.ts';
