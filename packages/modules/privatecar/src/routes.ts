import type { RouteFragment } from '@campus/core/routing';

/** Private car registration, trips and subsidies (spec 2.3); each screen is its own chunk. */
export const privatecarRoutes: RouteFragment = {
  module: 'privatecar',
  routes: [
    {
      path: '/privateCar',
      name: 'privateCar',
      title: '私车公用',
      redirect: '/privateCar',
      screen: () => import('./screens/home-screen.tsx'),
      preload: [{ path: '/private_car/orders/', query: { page: 1, page_size: 20 } }, { path: '/private_car/summary/' }],
      children: [
        { path: 'pCarAuth', name: 'pCarAuth', title: '私车授权', screen: () => import('./screens/auth-screen.tsx') },
        {
          path: 'pCarDetail',
          name: 'pCarDetail',
          title: '出车详情',
          screen: () => import('./screens/trip-detail-screen.tsx'),
          children: [
            { path: 'pCarCost', name: 'pCarCost', title: '登记费用', screen: () => import('./screens/cost-add-screen.tsx') },
            { path: 'pCarCostDetail', name: 'pCarCostDetail', title: '费用详情', screen: () => import('./screens/cost-detail-screen.tsx') },
          ],
        },
        {
          path: 'pCarAdd',
          name: 'pCarAdd',
          title: '登记出车',
          screen: () => import('./screens/trip-add-screen.tsx'),
          children: [
            {
              path: 'pCarSelLocation',
              name: 'pCarSelLocation',
              title: '选择地点',
              screen: () => import('./screens/sel-location-screen.tsx'),
            },
          ],
        },
        { path: 'pCarUserCar', name: 'pCarUserCar', title: '我的车辆', screen: () => import('./screens/user-car-screen.tsx') },
        {
          path: 'pCarSubsidy',
          name: 'pCarSubsidy',
          title: '补贴申请',
          screen: () => import('./screens/subsidy-screen.tsx'),
          children: [
            {
              path: 'pCarSubsidyDetail',
              name: 'pCarSubsidyDetail',
              title: '补贴详情',
              screen: () => import('./screens/subsidy-detail-screen.tsx'),
            },
          ],
        },
        {
          path: 'pCarCertify',
          name: 'pCarCertify',
          title: '车辆认证',
          screen: () => import('./screens/certify-list-screen.tsx'),
          children: [
            {
              path: 'pCarCertifyAdd',
              name: 'pCarCertifyAdd',
              title: '选择认证车辆',
              screen: () => import('./screens/certify-add-screen.tsx'),
            },
            {
              path: 'pCarCertifyCreate',
              name: 'pCarCertifyCreate',
              title: '新建认证',
              screen: () => import('./screens/certify-create-screen.tsx'),
            },
            {
              path: 'pCarCertifyDetail',
              name: 'pCarCertifyDetail',
              title: '认证详情',
              screen: () => import('./screens/certify-detail-screen.tsx'),
            },
          ],
        },
        { path: 'pCarStatistics', name: 'pCarStatistics', title: '私车统计', screen: () => import('./screens/statistics-screen.tsx') },
        { path: 'pCarTripMap', name: 'pCarTripMap', title: '行程轨迹', screen: () => import('./screens/trip-map-screen.tsx') },
      ],
    },
  ],
};
