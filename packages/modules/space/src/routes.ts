import type { RouteFragment } from '@campus/core/routing';

/** Space and seat booking (spec 2.3). */
export const spaceRoutes: RouteFragment = {
  module: 'space',
  routes: [
    {
      path: '/space',
      name: 'space',
      title: '场地预约',
      children: [
        { path: 'spaceDetail', name: 'spaceDetail', title: '场地详情' },
        { path: 'spaceApply', name: 'spaceApply', title: '预约场地' },
        {
          path: 'spaceOrderSquare',
          name: 'spaceOrderSquare',
          title: '预约广场',
          children: [
            { path: 'spaceSquare', name: 'spaceSquare', title: '广场' },
            { path: 'spaceSquareComment', name: 'spaceSquareComment', title: '评论' },
          ],
        },
      ],
    },
    {
      path: '/seat',
      name: 'seat',
      title: '座位预约',
      children: [
        { path: 'seatDetail', name: 'seatDetail', title: '座位详情' },
        {
          path: 'seatApply',
          name: 'seatApply',
          title: '预约座位',
          children: [{ path: 'spaceSelSeatNo', name: 'spaceSelSeatNo', title: '选择座位号' }],
        },
        {
          path: 'seatOrderSquare',
          name: 'seatOrderSquare',
          title: '预约广场',
          children: [
            { path: 'seatSquare', name: 'seatSquare', title: '广场' },
            { path: 'seatSquareComment', name: 'seatSquareComment', title: '评论' },
          ],
        },
      ],
    },
  ],
};
