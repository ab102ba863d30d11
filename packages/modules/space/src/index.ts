export { spaceRoutes } from './routes.ts';
