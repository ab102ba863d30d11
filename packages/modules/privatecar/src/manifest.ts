import { PUSH_MODULES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { privatecarRoutes } from './routes.ts';

/** Private cars for official use and out-of-office subsidies. */
export const privatecarModule: ModuleManifest = {
  ...privatecarRoutes,
  menu: { keywords: { private_car: 'privateCar' } },
  approvalViews: [
    {
      module: PUSH_MODULES.privateCar,
      detail: 'approvalPrivateCarDetail',
      title: '私车公用审批',
      // the authorisation, certification (with its photos) or claim (with its trips and vouchers)
      load: () => import('./views/approval-view.tsx'),
    },
  ],
};
