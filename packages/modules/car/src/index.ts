export { carRoutes } from './routes.ts';
