export { dormRoutes } from './routes.ts';
