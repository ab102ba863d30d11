export { noticeRoutes } from './routes.ts';
