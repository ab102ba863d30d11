import { PUSH_MODULES, PUSH_MSG_TYPES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { repairRoutes } from './routes.ts';

/** Stash keys of spec 3 (the names are the storage format: never rename them). */
const STASH = { approval: '_approvalRepairDetailData', order: 'repairOrderId' } as const;

/** The repair part of approvalRepairDetail (its own chunk). */
const approvalView = () => import('./views/approval-view.tsx');

/** Repair orders: report, dispatch, work, pay, confirm, rate (issue 39). */
export const repairModule: ModuleManifest = {
  ...repairRoutes,
  menu: {
    // spec 6: is_repairman whitelists repairH5, the repairman's own orders; a report's detail and
    // 提交成功 come with the report form, and the administrators' screen (it says who may use it)
    inApp: { repairH5: { path: '/saRepairRoom/saRepairRecord?scope=work', routes: ['saRepairRoom', 'saRepairOrderDetail'] } },
    impliedRoutes: { saRepairRoom: ['saRepairOrderDetail', 'saCommitSuccess', 'saRepairApprove'] },
  },
  // spec 7: REPAIR opens the repair details (msg_id stashed as repairOrderId)
  pushRoutes: [{ msgType: PUSH_MSG_TYPES.repair, target: { path: '/saRepairOrderDetail', stash: STASH.order } }],
  stashKeys: { order: [STASH.approval], id: [STASH.order] },
  approvalViews: [
    {
      module: PUSH_MODULES.repair,
      detail: 'approvalRepairDetail',
      title: '维修审批',
      stash: STASH.approval,
      load: approvalView,
      preload: { path: '/repair/orders/:id/' },
    },
  ],
};
