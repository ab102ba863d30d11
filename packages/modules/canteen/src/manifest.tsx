import { lazy, Suspense } from 'react';
import { PUSH_MODULES } from '@campus/contracts';
import type { OrderViewProps } from '@campus/core';
import type { ModuleManifest } from '@campus/core/routing';
import { canteenRoutes } from './routes.ts';

const ApplyView = lazy(() => import('./views/canteen-apply-view.tsx'));

/** The content of 用餐审批, loaded with the approval detail (its own boundary: the rest of the detail shows meanwhile). */
function CanteenApplyContent(props: OrderViewProps) {
  return (
    <Suspense fallback={null}>
      <ApplyView {...props} />
    </Suspense>
  );
}

/** Canteen meals and ordering; group and guest meals are approved on the workflow (用餐审批). */
export const canteenModule: ModuleManifest = {
  ...canteenRoutes,
  approvalViews: [{ module: PUSH_MODULES.canteen, detail: 'approvalCanteenDetail', title: '用餐审批', view: CanteenApplyContent }],
};
