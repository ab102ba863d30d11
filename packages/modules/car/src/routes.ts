import type { RouteFragment } from '@campus/core/routing';

/** Every location picker (spec 2.3 names five) is the same screen; its route says which form it fills. */
const selectLocation = () => import('./screens/select-location-screen.tsx');

/** Official car booking, versions 2 and 3, trips and self-driving (spec 2.3). */
export const carRoutes: RouteFragment = {
  module: 'car',
  routes: [
    {
      path: '/applyCar',
      name: 'applyCar',
      title: '公务用车',
      redirect: '/applyCar',
      screen: () => import('./screens/apply-car-screen.tsx'),
      children: [
        { path: 'selectLocation', name: 'selectLocation', title: '选择地点', screen: selectLocation },
        { path: 'carOderDetail', name: 'carOderDetail', title: '用车详情', screen: () => import('./screens/car2-detail-screen.tsx') },
      ],
    },
    {
      path: '/applyCarV3',
      name: 'applyCarV3',
      title: '公务用车',
      screen: () => import('./screens/car-v3-home-screen.tsx'),
      preload: [{ path: '/car/orders/', query: { scope: 'mine', version: 'v3', page: 1, page_size: 20 } }, { path: '/order_types/' }],
      children: [
        {
          path: 'carOrderDetailV3',
          name: 'carOrderDetailV3',
          title: '用车详情',
          screen: () => import('./screens/order-detail-v3-screen.tsx'),
        },
        { path: 'car3OrderComment', name: 'car3OrderComment', title: '用车评价', screen: () => import('./screens/comment-screen.tsx') },
        { path: 'carV3Statistics', name: 'carV3Statistics', title: '用车统计', screen: () => import('./screens/statistics-screen.tsx') },
        {
          path: 'carV3Rule',
          name: 'carV3Rule',
          title: '用车制度',
          screen: () => import('./screens/rule-list-screen.tsx'),
          children: [
            {
              path: 'carV3RuleDetail',
              name: 'carV3RuleDetail',
              title: '制度详情',
              screen: () => import('./screens/rule-detail-screen.tsx'),
            },
          ],
        },
        {
          path: 'carV3ModifyList',
          name: 'carV3ModifyList',
          title: '行程变更记录',
          screen: () => import('./screens/modify-list-screen.tsx'),
          children: [
            {
              path: 'carV3ModifyTripDetail',
              name: 'carV3ModifyTripDetail',
              title: '变更详情',
              screen: () => import('./screens/modify-detail-screen.tsx'),
            },
          ],
        },
        {
          path: 'carV3ModifyTrip',
          name: 'carV3ModifyTrip',
          title: '变更行程',
          screen: () => import('./screens/modify-trip-screen.tsx'),
          children: [
            { path: 'selectLocationTrip', name: 'selectLocationTrip', title: '选择地点', screen: selectLocation },
            {
              path: 'carV3SelectTrip',
              name: 'carV3SelectTrip',
              title: '选择行程',
              screen: () => import('./screens/select-trip-screen.tsx'),
            },
          ],
        },
        {
          path: 'carV3DrivingDetail',
          name: 'carV3DrivingDetail',
          title: '自驾详情',
          screen: () => import('./screens/driving-detail-screen.tsx'),
          children: [
            {
              path: 'carV3DrivingAddFee',
              name: 'carV3DrivingAddFee',
              title: '添加费用',
              screen: () => import('./screens/add-fee-screen.tsx'),
            },
            {
              path: 'carV3DrivingFeeDetail',
              name: 'carV3DrivingFeeDetail',
              title: '费用明细',
              screen: () => import('./screens/fee-detail-screen.tsx'),
            },
          ],
        },
        {
          path: 'carV3DrivingStatistics',
          name: 'carV3DrivingStatistics',
          title: '自驾统计',
          screen: () => import('./screens/driving-statistics-screen.tsx'),
        },
      ],
    },
    {
      path: '/applyTrip',
      name: 'applyTrip',
      title: '行程申请',
      screen: () => import('./screens/apply-trip-screen.tsx'),
      children: [{ path: 'selectLocationV3', name: 'selectLocationV3', title: '选择地点', screen: selectLocation }],
    },
    {
      path: '/applyDailyCarV3',
      name: 'applyDailyCarV3',
      title: '日常用车',
      screen: () => import('./screens/apply-daily-screen.tsx'),
      children: [{ path: 'selDailyLocationV3', name: 'selDailyLocationV3', title: '选择地点', screen: selectLocation }],
    },
    {
      path: '/applyCar3Driving',
      name: 'applyCar3Driving',
      title: '自驾申请',
      screen: () => import('./screens/apply-driving-screen.tsx'),
      children: [
        { path: 'drivingSelLocation', name: 'drivingSelLocation', title: '选择地点', screen: selectLocation },
        { path: 'drivingSelCar', name: 'drivingSelCar', title: '选择车辆', screen: () => import('./screens/select-car-screen.tsx') },
      ],
    },
    {
      path: '/orderDetailCar3',
      name: 'orderDetailCar3',
      title: '用车详情',
      public: true,
      screen: () => import('./screens/public-order-screen.tsx'),
      children: [
        {
          path: 'orderCommentCar3',
          name: 'orderCommentCar3',
          title: '用车评价',
          public: true,
          screen: () => import('./screens/public-comment-screen.tsx'),
        },
      ],
    },
  ],
};
