import { PUSH_MODULES, PUSH_MSG_TYPES, VISITOR_PUSH } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { visitorPassKind } from './pass-kind.ts';
import { visitorRoutes } from './routes.ts';

/** Reception and visitors (issue 37): receptions, visits and the gate, let-off passes, going out and its subsidy. */
export const visitorModule: ModuleManifest = {
  ...visitorRoutes,
  // the seeded menus grant `reception`; its approvals list comes with it
  menu: { impliedRoutes: { reception: ['RApprove', 'outSubsidy'] } },
  // a pass scanned from 扫码签到 opens the gate view with it filled in
  scanKinds: [visitorPassKind],
  pushRoutes: [
    // a reception task assigned to the recipient: msg_id is the task
    {
      msgType: PUSH_MSG_TYPES.visitor,
      module: VISITOR_PUSH.task.module,
      action: VISITOR_PUSH.task.action_type,
      target: { path: '/reception/receptionDetail/receptionChild' },
    },
    // the recipient's visitor came through the gate: msg_id is the visit (its order)
    {
      msgType: PUSH_MSG_TYPES.visitor,
      module: VISITOR_PUSH.arrived.module,
      action: VISITOR_PUSH.arrived.action_type,
      target: { approval: PUSH_MODULES.visit },
    },
    // a going-out application the recipient approved came back late: msg_id is the application
    {
      msgType: PUSH_MSG_TYPES.visitor,
      module: VISITOR_PUSH.lateReturn.module,
      action: VISITOR_PUSH.lateReturn.action_type,
      target: { path: '/outApplyList/outApply' },
    },
  ],
  approvalViews: [
    {
      module: PUSH_MODULES.visit,
      detail: 'approvalVisitDetail',
      title: '来访审批',
      load: () => import('./views/visit-view.tsx'),
      preload: { path: '/visitor/visits/:id/' },
    },
    {
      module: PUSH_MODULES.letOff,
      detail: 'approvalLetOffDetail',
      title: '放行审批',
      load: () => import('./views/letoff-view.tsx'),
      preload: { path: '/visitor/let_offs/:id/' },
    },
    {
      module: PUSH_MODULES.outSubsidy,
      detail: 'approvalOutSubsidyDetail',
      title: '外出补贴审批',
      load: () => import('./views/subsidy-view.tsx'),
      preload: { path: '/visitor/out_subsidies/:id/' },
    },
    // spec 2.3 gives receptions their own approval screen: pushes and the approval lists open it
    { module: PUSH_MODULES.reception, detail: 'RApproveDetail', at: '/RApprove/RApproveDetail', title: '接待审批' },
  ],
};
