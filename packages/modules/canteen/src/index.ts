export { canteenRoutes } from './routes.ts';
