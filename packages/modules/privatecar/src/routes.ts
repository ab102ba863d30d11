import type { RouteFragment } from '@campus/core/routing';

/** Private car registration, trips and subsidies (spec 2.3). */
export const privatecarRoutes: RouteFragment = {
  module: 'privatecar',
  routes: [
    {
      path: '/privateCar',
      name: 'privateCar',
      title: '私车公用',
      redirect: '/privateCar',
      children: [
        { path: 'pCarAuth', name: 'pCarAuth', title: '私车授权' },
        {
          path: 'pCarDetail',
          name: 'pCarDetail',
          title: '出车详情',
          children: [
            { path: 'pCarCost', name: 'pCarCost', title: '费用' },
            { path: 'pCarCostDetail', name: 'pCarCostDetail', title: '费用详情' },
          ],
        },
        {
          path: 'pCarAdd',
          name: 'pCarAdd',
          title: '新增出车',
          children: [{ path: 'pCarSelLocation', name: 'pCarSelLocation', title: '选择地点' }],
        },
        { path: 'pCarUserCar', name: 'pCarUserCar', title: '我的车辆' },
        {
          path: 'pCarSubsidy',
          name: 'pCarSubsidy',
          title: '补贴',
          children: [{ path: 'pCarSubsidyDetail', name: 'pCarSubsidyDetail', title: '补贴详情' }],
        },
        {
          path: 'pCarCertify',
          name: 'pCarCertify',
          title: '车辆认证',
          children: [
            { path: 'pCarCertifyAdd', name: 'pCarCertifyAdd', title: '添加认证' },
            { path: 'pCarCertifyCreate', name: 'pCarCertifyCreate', title: '新建认证' },
            { path: 'pCarCertifyDetail', name: 'pCarCertifyDetail', title: '认证详情' },
          ],
        },
        { path: 'pCarStatistics', name: 'pCarStatistics', title: '私车统计' },
        { path: 'pCarTripMap', name: 'pCarTripMap', title: '行程轨迹' },
      ],
    },
    {
      path: '/outSubsidy',
      name: 'outSubsidy',
      title: '外出补贴',
      children: [{ path: 'outSubsidyDetail', name: 'outSubsidyDetail', title: '补贴详情' }],
    },
  ],
};
