import type { RouteFragment } from '@campus/core/routing';

/** Room repair requests, their approval and appraisal (spec 2.3). The room repair and renovation goods are the shop module's. */
export const repairRoutes: RouteFragment = {
  module: 'repair',
  routes: [
    {
      path: '/saRepairRoom',
      name: 'saRepairRoom',
      title: '报修',
      redirect: '/saRepairRoom/saRepairApply',
      children: [
        { path: 'saRepairApply', name: 'saRepairApply', title: '报修申请' },
        { path: 'saRepairRecord', name: 'saRepairRecord', title: '报修记录' },
      ],
    },
    {
      path: '/saRepairOrderDetail',
      name: 'saRepairOrderDetail',
      title: '报修详情',
      children: [{ path: 'saAnonymityAppraise', name: 'saAnonymityAppraise', title: '匿名评价' }],
    },
    { path: '/saRepairApprove', name: 'saRepairApprove', title: '报修审批' },
    { path: '/saCommitSuccess', name: 'saCommitSuccess', title: '提交成功' },
  ],
};
