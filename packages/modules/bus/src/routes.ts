import type { RouteFragment } from '@campus/core/routing';

/** Shuttle bus tickets, routes and monthly tickets; the plant bus (spec 2.3). */
export const busRoutes: RouteFragment = {
  module: 'bus',
  routes: [
    {
      path: '/bus',
      name: 'bus',
      title: '班车',
      redirect: '/bus',
      children: [
        { path: 'busMonthTicket', name: 'busMonthTicket', title: '月票' },
        { path: 'busRouteDetail', name: 'busRouteDetail', title: '线路详情' },
        {
          path: 'busApplyMore',
          name: 'busApplyMore',
          title: '申请记录',
          children: [{ path: 'busApplyDetail', name: 'busApplyDetail', title: '申请详情' }],
        },
        { path: 'busApplyAdd', name: 'busApplyAdd', title: '新增申请' },
        {
          path: 'busRouteApply',
          name: 'busRouteApply',
          title: '线路申请',
          children: [
            { path: 'busPaySuccess', name: 'busPaySuccess', title: '支付成功' },
            { path: 'busApplySuccess', name: 'busApplySuccess', title: '申请成功' },
            { path: 'busBuyTicket', name: 'busBuyTicket', title: '购票' },
          ],
        },
        { path: 'busTicketDetail', name: 'busTicketDetail', title: '车票详情' },
        { path: 'busSoftCheck', name: 'busSoftCheck', title: '验票' },
      ],
    },
    {
      path: '/plantBus',
      name: 'plantBus',
      title: '厂区班车',
      children: [
        { path: 'plantBusBook', name: 'plantBusBook', title: '预约班车' },
        { path: 'plantBusMap', name: 'plantBusMap', title: '班车地图' },
        { path: 'plantBusRecentMap', name: 'plantBusRecentMap', title: '实时位置' },
        { path: 'plantBusTicketDetail', name: 'plantBusTicketDetail', title: '车票详情' },
      ],
    },
  ],
};
