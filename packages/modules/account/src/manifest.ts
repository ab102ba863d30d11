import { PUSH_MODULES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { accountRoutes } from './routes.ts';

/** Login, home, personal centre, scan; staff-registration approvals. */
export const accountModule: ModuleManifest = {
  ...accountRoutes,
  menu: { keywords: { scan_check: 'scanCode' } },
  approvalViews: [{ module: PUSH_MODULES.staffRegister, detail: 'approvalStaffRegisterDetail', title: '员工注册审批' }],
};
