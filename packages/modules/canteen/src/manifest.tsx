import { PUSH_MODULES } from '@campus/contracts';
import type { OrderViewProps } from '@campus/core';
import { lazyComponent, type ModuleManifest } from '@campus/core/routing';
import { canteenRoutes } from './routes.ts';

/** The content of 用餐审批, loaded with the approval detail (the rest of the detail shows meanwhile). */
const CanteenApplyContent = lazyComponent<OrderViewProps>(() => import('./views/canteen-apply-view.tsx'));

/** Canteen meals and ordering; group and guest meals are approved on the workflow (用餐审批). */
export const canteenModule: ModuleManifest = {
  ...canteenRoutes,
  approvalViews: [{ module: PUSH_MODULES.canteen, detail: 'approvalCanteenDetail', title: '用餐审批', view: CanteenApplyContent }],
};
