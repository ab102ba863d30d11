import { PUSH_MODULES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { canteenRoutes } from './routes.ts';

/** Canteen meals and ordering. */
export const canteenModule: ModuleManifest = {
  ...canteenRoutes,
  approvalViews: [{ module: PUSH_MODULES.canteen, detail: 'approvalCanteenDetail', title: '用餐审批' }],
};
