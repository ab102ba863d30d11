import { PUSH_MODULES, PUSH_MSG_TYPES, VISITOR_PUSH } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { visitorRoutes } from './routes.ts';

/** Reception and visitors (issue 37): receptions, visits and the gate, let-off passes, going out and its subsidy. */
export const visitorModule: ModuleManifest = {
  ...visitorRoutes,
  // the seeded menus grant `reception`; its approvals list comes with it
  menu: { impliedRoutes: { reception: ['RApprove'] } },
  pushRoutes: [
    // a reception task assigned to the recipient: msg_id is the task
    {
      msgType: PUSH_MSG_TYPES.visitor,
      module: VISITOR_PUSH.task.module,
      action: VISITOR_PUSH.task.action_type,
      target: { path: '/reception/receptionDetail/receptionChild' },
    },
  ],
  approvalViews: [
    { module: PUSH_MODULES.visit, detail: 'approvalVisitDetail', title: '来访审批' },
    { module: PUSH_MODULES.letOff, detail: 'approvalLetOffDetail', title: '放行审批' },
    // every push module needs a detail (push-routing test); spec 2.3 lists none for receptions (routes.spec test): see the report
    { module: PUSH_MODULES.reception, detail: 'approvalReceptionDetail', title: '接待审批' },
  ],
};
