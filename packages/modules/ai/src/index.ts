export { aiRoutes } from './routes.ts';
