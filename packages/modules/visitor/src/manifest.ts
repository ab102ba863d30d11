import { PUSH_MODULES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { visitorRoutes } from './routes.ts';

/** Visitors and gate release (let-off). */
export const visitorModule: ModuleManifest = {
  ...visitorRoutes,
  approvalViews: [
    { module: PUSH_MODULES.visit, detail: 'approvalVisitDetail', title: '来访审批' },
    { module: PUSH_MODULES.letOff, detail: 'approvalLetOffDetail', title: '放行审批' },
    { module: PUSH_MODULES.reception, detail: 'approvalReceptionDetail', title: '接待审批' },
  ],
};
