import type { RouteFragment } from '@campus/core/routing';

const ticketDetail = () => import('./screens/ticket-detail-screen.tsx');
/** A ticket opened from a link or a message: its id is in the address. */
const ticketPreload = { path: '/bus/tickets/:id/' } as const;

/** Shuttle bus tickets, routes and monthly tickets; the plant bus (spec 2.3). */
export const busRoutes: RouteFragment = {
  module: 'bus',
  routes: [
    {
      path: '/bus',
      name: 'bus',
      title: '班车',
      redirect: '/bus',
      screen: () => import('./screens/bus-home-screen.tsx'),
      preload: { path: '/bus/routes/', query: { kind: 'shuttle' } },
      children: [
        { path: 'busMonthTicket', name: 'busMonthTicket', title: '月票', screen: () => import('./screens/month-ticket-screen.tsx') },
        { path: 'busRouteDetail', name: 'busRouteDetail', title: '线路详情', screen: () => import('./screens/route-detail-screen.tsx') },
        {
          path: 'busApplyMore',
          name: 'busApplyMore',
          title: '申请记录',
          screen: () => import('./screens/apply-list-screen.tsx'),
          children: [
            {
              path: 'busApplyDetail',
              name: 'busApplyDetail',
              title: '申请详情',
              screen: () => import('./screens/apply-detail-screen.tsx'),
            },
          ],
        },
        { path: 'busApplyAdd', name: 'busApplyAdd', title: '新增申请', screen: () => import('./screens/apply-add-screen.tsx') },
        {
          path: 'busRouteApply',
          name: 'busRouteApply',
          title: '线路申请',
          screen: () => import('./screens/route-apply-screen.tsx'),
          children: [
            { path: 'busPaySuccess', name: 'busPaySuccess', title: '支付成功', screen: () => import('./screens/pay-success-screen.tsx') },
            {
              path: 'busApplySuccess',
              name: 'busApplySuccess',
              title: '申请成功',
              screen: () => import('./screens/apply-success-screen.tsx'),
            },
            { path: 'busBuyTicket', name: 'busBuyTicket', title: '购票', screen: () => import('./screens/buy-ticket-screen.tsx') },
          ],
        },
        { path: 'busTicketDetail', name: 'busTicketDetail', title: '车票详情', screen: ticketDetail, preload: ticketPreload },
        { path: 'busSoftCheck', name: 'busSoftCheck', title: '验票', screen: () => import('./screens/soft-check-screen.tsx') },
      ],
    },
    {
      path: '/plantBus',
      name: 'plantBus',
      title: '厂区班车',
      screen: () => import('./screens/plant-home-screen.tsx'),
      children: [
        { path: 'plantBusBook', name: 'plantBusBook', title: '预约班车', screen: () => import('./screens/plant-book-screen.tsx') },
        { path: 'plantBusMap', name: 'plantBusMap', title: '班车地图', screen: () => import('./screens/plant-map-screen.tsx') },
        {
          path: 'plantBusRecentMap',
          name: 'plantBusRecentMap',
          title: '实时位置',
          screen: () => import('./screens/plant-recent-screen.tsx'),
        },
        { path: 'plantBusTicketDetail', name: 'plantBusTicketDetail', title: '车票详情', screen: ticketDetail, preload: ticketPreload },
      ],
    },
  ],
};
