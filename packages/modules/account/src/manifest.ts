import type { ModuleManifest } from '@campus/core/routing';
import { accountRoutes } from './routes.ts';

/** Login, home, personal centre, scan (registration and its approvals: the register module). */
export const accountModule: ModuleManifest = {
  ...accountRoutes,
  menu: { keywords: { scan_check: 'scanCode' } },
};
