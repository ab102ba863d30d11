export { inspectRoutes } from './routes.ts';
