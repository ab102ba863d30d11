export { goodsRoutes } from './routes.ts';
