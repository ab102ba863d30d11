export { payModule } from './manifest.ts';
export { purchaseRouteNames } from './routes.ts';
export type { PurchaseRouteName } from './routes.ts';
