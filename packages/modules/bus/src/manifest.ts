import { PUSH_MODULES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { busRoutes } from './routes.ts';

/**
 * Shuttle buses and plant buses. The menu keywords `bus` and `plantBus` open the routes of the same
 * name; route applications (order type bus) have their approval detail in the approval centre.
 */
export const busModule: ModuleManifest = {
  ...busRoutes,
  approvalViews: [
    {
      module: PUSH_MODULES.bus,
      detail: 'approvalBusDetail',
      title: '乘车申请审批',
      load: () => import('./components/bus-order-view.tsx'),
    },
  ],
};
