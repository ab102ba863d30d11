import { PUSH_MODULES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { spaceRoutes } from './routes.ts';

/** Seat and space booking. */
export const spaceModule: ModuleManifest = {
  ...spaceRoutes,
  approvalViews: [{ module: PUSH_MODULES.space, detail: 'approvalSpaceDetail', title: '场地审批' }],
};
