import type { RouteFragment, RoutePreload } from '@campus/core/routing';

/** The report form's first GETs (issue 35: sent with its scripts when the app opens on it). */
const APPLY_PRELOAD: readonly RoutePreload[] = [{ path: '/repair/me/' }, { path: '/repair/types/' }];

/** Room repair requests, their approval and appraisal (spec 2.3). The room repair and renovation goods are the shop module's. */
export const repairRoutes: RouteFragment = {
  module: 'repair',
  routes: [
    {
      path: '/saRepairRoom',
      name: 'saRepairRoom',
      title: '报修',
      redirect: '/saRepairRoom/saRepairApply',
      screen: () => import('./screens/room-screen.tsx'),
      preload: APPLY_PRELOAD,
      children: [
        {
          path: 'saRepairApply',
          name: 'saRepairApply',
          title: '报修申请',
          screen: () => import('./screens/apply-screen.tsx'),
          preload: APPLY_PRELOAD,
        },
        { path: 'saRepairRecord', name: 'saRepairRecord', title: '报修记录', screen: () => import('./screens/record-screen.tsx') },
      ],
    },
    {
      path: '/saRepairOrderDetail',
      name: 'saRepairOrderDetail',
      title: '报修详情',
      screen: () => import('./screens/detail-screen.tsx'),
      preload: [{ path: '/repair/orders/:id/' }],
      children: [
        {
          path: 'saAnonymityAppraise',
          name: 'saAnonymityAppraise',
          title: '匿名评价',
          screen: () => import('./screens/appraise-screen.tsx'),
        },
      ],
    },
    { path: '/saRepairApprove', name: 'saRepairApprove', title: '报修审批', screen: () => import('./screens/approve-screen.tsx') },
    { path: '/saCommitSuccess', name: 'saCommitSuccess', title: '提交成功', screen: () => import('./screens/success-screen.tsx') },
  ],
};
