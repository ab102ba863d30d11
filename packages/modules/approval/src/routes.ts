import type { ApprovalView, RouteDef, RouteFragment, ScreenLoader } from '@campus/core/routing';
import { APPROVAL_PATH } from './approval-path.ts';

/**
 * The generic order detail with one route's title (screens/order-detail-route.tsx) and its family's
 * content part, loaded together: loaded when the order had arrived, the part pushed the approval
 * chain down (issue 35).
 */
function detailScreen(name: string, title: string, transferable: boolean, loadView: ApprovalView['load']): ScreenLoader {
  return () =>
    Promise.all([import('./screens/order-detail-route.tsx'), loadView?.()]).then(([m, view]) => ({
      default: m.detailRouteScreen({ name, title, transferable, View: view?.default }),
    }));
}

/** A detail opened from a push or a link has the order's id in the address (a stashed one is read by the screen). */
const detailPreload = [{ path: '/orders/:id/' }, { path: '/order_types/' }] as const;

/** The child screen where the applicant or approver chooses the next approver. */
const selectApprover: RouteDef = {
  path: 'selectApprover',
  name: 'selectApprover',
  title: '选择审批人',
  screen: () => import('./screens/select-approver-screen.tsx'),
};

/**
 * The route of one family's approval detail (its manifest's approvalViews): the
 * generic detail screen with the approver picker, or without it when the order
 * type cannot be handed to another approver.
 */
export function approvalDetailRoute({ detail: name, title, transferable, load, preload }: ApprovalView): RouteDef {
  const route: RouteDef = {
    path: name,
    name,
    title,
    screen: detailScreen(name, title, transferable !== false, load),
    ...(load === undefined ? {} : { loadsWith: [load] }),
    preload: preload === undefined ? detailPreload : [...detailPreload, preload],
  };
  return transferable === false ? route : { ...route, children: [selectApprover] };
}

export const approvalRoutes: RouteFragment = {
  module: 'approval',
  routes: [
    {
      path: APPROVAL_PATH,
      name: 'approvalProcess',
      title: '审批',
      redirect: '/approvalProcess',
      screen: () => import('./screens/approval-list-screen.tsx'),
      preload: [{ path: '/approval/todo/', query: { page: 1, page_size: 20 } }, { path: '/order_types/' }, { path: '/approval/counts/' }],
      // the details come from every family's manifest (approvalDetailRoute)
    },
    {
      // Not in the spec's route list: issue 41's delegation screen (the personal centre and the approval centre open it).
      path: '/approvalDelegate',
      name: 'approvalDelegate',
      title: '代理审批',
      screen: () => import('./screens/delegation-screen.tsx'),
      preload: [{ path: '/approval/delegations/' }],
    },
    {
      // Not in the spec's route list: issue 41's settings of reminders and time-outs (company administrators; the personal centre opens it).
      path: '/approvalSettings',
      name: 'approvalSettings',
      title: '审批设置',
      screen: () => import('./screens/approval-settings-screen.tsx'),
    },
    {
      path: '/flowSend',
      name: 'flowSend',
      title: '流程发送',
      screen: () => import('./screens/flow-send-screen.tsx'),
      children: [
        {
          path: 'flowSendDetail',
          name: 'flowSendDetail',
          title: '流程详情',
          screen: () => import('./screens/flow-send-detail-screen.tsx'),
        },
        {
          path: 'flowSendSelStaff',
          name: 'flowSendSelStaff',
          title: '选择人员',
          screen: () => import('./screens/flow-sel-staff-screen.tsx'),
        },
        { path: 'flowSendSelDept', name: 'flowSendSelDept', title: '选择部门', screen: () => import('./screens/flow-sel-dept-screen.tsx') },
      ],
    },
  ],
};
