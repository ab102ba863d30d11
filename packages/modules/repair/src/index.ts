export { repairRoutes } from './routes.ts';
