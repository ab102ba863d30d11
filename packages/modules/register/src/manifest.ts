import { PUSH_MODULES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { registerRoutes } from './routes.ts';

/** Registration without a login (issue 40) and the approval of staff and student registrations (员工注册审批). */
export const registerModule: ModuleManifest = {
  ...registerRoutes,
  approvalViews: [
    {
      module: PUSH_MODULES.staffRegister,
      detail: 'approvalStaffRegisterDetail',
      title: '员工注册审批',
      load: () => import('./views/approval-view.tsx'),
    },
  ],
};
