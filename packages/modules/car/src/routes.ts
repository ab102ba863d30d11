import type { RouteFragment } from '@campus/core/routing';

/** Official car booking, versions 2 and 3, trips and self-driving (spec 2.3). */
export const carRoutes: RouteFragment = {
  module: 'car',
  routes: [
    {
      path: '/applyCar',
      name: 'applyCar',
      title: '公务用车',
      redirect: '/applyCar',
      children: [
        { path: 'selectLocation', name: 'selectLocation', title: '选择地点' },
        { path: 'carOderDetail', name: 'carOderDetail', title: '用车详情' },
      ],
    },
    {
      path: '/applyCarV3',
      name: 'applyCarV3',
      title: '公务用车',
      children: [
        { path: 'carOrderDetailV3', name: 'carOrderDetailV3', title: '用车详情' },
        { path: 'car3OrderComment', name: 'car3OrderComment', title: '用车评价' },
        { path: 'carV3Statistics', name: 'carV3Statistics', title: '用车统计' },
        {
          path: 'carV3Rule',
          name: 'carV3Rule',
          title: '用车制度',
          children: [{ path: 'carV3RuleDetail', name: 'carV3RuleDetail', title: '制度详情' }],
        },
        {
          path: 'carV3ModifyList',
          name: 'carV3ModifyList',
          title: '行程变更记录',
          children: [{ path: 'carV3ModifyTripDetail', name: 'carV3ModifyTripDetail', title: '变更详情' }],
        },
        {
          path: 'carV3ModifyTrip',
          name: 'carV3ModifyTrip',
          title: '变更行程',
          children: [
            { path: 'selectLocationTrip', name: 'selectLocationTrip', title: '选择地点' },
            { path: 'carV3SelectTrip', name: 'carV3SelectTrip', title: '选择行程' },
          ],
        },
        {
          path: 'carV3DrivingDetail',
          name: 'carV3DrivingDetail',
          title: '自驾详情',
          children: [
            { path: 'carV3DrivingAddFee', name: 'carV3DrivingAddFee', title: '添加费用' },
            { path: 'carV3DrivingFeeDetail', name: 'carV3DrivingFeeDetail', title: '费用明细' },
          ],
        },
        { path: 'carV3DrivingStatistics', name: 'carV3DrivingStatistics', title: '自驾统计' },
      ],
    },
    {
      path: '/applyTrip',
      name: 'applyTrip',
      title: '行程申请',
      children: [{ path: 'selectLocationV3', name: 'selectLocationV3', title: '选择地点' }],
    },
    {
      path: '/applyDailyCarV3',
      name: 'applyDailyCarV3',
      title: '日常用车',
      children: [{ path: 'selDailyLocationV3', name: 'selDailyLocationV3', title: '选择地点' }],
    },
    {
      path: '/applyCar3Driving',
      name: 'applyCar3Driving',
      title: '自驾申请',
      children: [
        { path: 'drivingSelLocation', name: 'drivingSelLocation', title: '选择地点' },
        { path: 'drivingSelCar', name: 'drivingSelCar', title: '选择车辆' },
      ],
    },
    {
      path: '/orderDetailCar3',
      name: 'orderDetailCar3',
      title: '用车详情',
      public: true,
      children: [{ path: 'orderCommentCar3', name: 'orderCommentCar3', title: '用车评价', public: true }],
    },
  ],
};
