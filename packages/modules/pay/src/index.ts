export { payRoutes, purchaseRouteNames } from './routes.ts';
export type { PurchaseRouteName } from './routes.ts';
