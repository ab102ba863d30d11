export { privatecarRoutes } from './routes.ts';
