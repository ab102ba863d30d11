import { PUSH_MODULES, PUSH_MSG_TYPES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { repairRoutes } from './routes.ts';

/** Stash keys of spec 3 (the names are the storage format: never rename them). */
const STASH = { approval: '_approvalRepairDetailData', order: 'repairOrderId' } as const;

/** Repair orders. */
export const repairModule: ModuleManifest = {
  ...repairRoutes,
  pushRoutes: [{ msgType: PUSH_MSG_TYPES.repair, target: { path: '/saRepairOrderDetail', stash: STASH.order } }],
  stashKeys: { order: [STASH.approval], id: [STASH.order] },
  approvalViews: [{ module: PUSH_MODULES.repair, detail: 'approvalRepairDetail', title: '维修审批', stash: STASH.approval }],
};
