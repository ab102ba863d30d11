export { busRoutes } from './routes.ts';
