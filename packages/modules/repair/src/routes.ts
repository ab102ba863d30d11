import type { RouteFragment } from '@campus/core/routing';

/** Room repair requests, their approval and appraisal, room renovation (spec 2.3). */
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
    {
      path: '/room_repair',
      name: 'room_repair',
      title: '房间维修',
      children: [
        // Same names as under /shopGoods: same titles.
        { path: 'searchGoods', name: 'searchGoods', title: '搜索商品' },
        { path: 'repairDetails', name: 'repairDetails', title: '商品详情' },
      ],
    },
    {
      path: '/room_renovation',
      name: 'room_renovation',
      title: '房间装修',
      children: [
        { path: 'searchGoods', name: 'searchGoods', title: '搜索商品' },
        { path: 'repairDetails', name: 'repairDetails', title: '商品详情' },
      ],
    },
  ],
};
