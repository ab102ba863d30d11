import type { RouteFragment } from '@campus/core/routing';

const squareList = () => import('./screens/order-square-screen.tsx');
const squareEntry = () => import('./screens/square-screen.tsx');
const squareComments = () => import('./screens/square-comment-screen.tsx');
/** The first page of a list as ListPage asks for it. */
const firstPage = { page: '1', page_size: '20' } as const;

/** Space and seat booking (spec 2.3, issue 38). */
export const spaceRoutes: RouteFragment = {
  module: 'space',
  routes: [
    {
      path: '/space',
      name: 'space',
      title: '场地预约',
      screen: () => import('./screens/space-home-screen.tsx'),
      preload: { path: '/space/spaces/', query: firstPage },
      children: [
        {
          path: 'spaceDetail',
          name: 'spaceDetail',
          title: '场地详情',
          screen: () => import('./screens/space-detail-screen.tsx'),
          preload: { path: '/space/spaces/:id/' },
        },
        { path: 'spaceApply', name: 'spaceApply', title: '预约场地', screen: () => import('./screens/space-apply-screen.tsx') },
        {
          path: 'spaceOrderSquare',
          name: 'spaceOrderSquare',
          title: '预约广场',
          screen: squareList,
          preload: { path: '/space/square/', query: { kind: 'space', ...firstPage } },
          children: [
            { path: 'spaceSquare', name: 'spaceSquare', title: '广场', screen: squareEntry, preload: { path: '/space/square/:id/' } },
            { path: 'spaceSquareComment', name: 'spaceSquareComment', title: '评论', screen: squareComments },
          ],
        },
      ],
    },
    {
      path: '/seat',
      name: 'seat',
      title: '座位预约',
      screen: () => import('./screens/seat-home-screen.tsx'),
      preload: { path: '/space/areas/', query: { page: '1', page_size: '50' } },
      children: [
        { path: 'seatDetail', name: 'seatDetail', title: '座位详情', screen: () => import('./screens/seat-detail-screen.tsx') },
        {
          path: 'seatApply',
          name: 'seatApply',
          title: '预约座位',
          screen: () => import('./screens/seat-apply-screen.tsx'),
          children: [
            { path: 'spaceSelSeatNo', name: 'spaceSelSeatNo', title: '选择座位号', screen: () => import('./screens/sel-seat-screen.tsx') },
          ],
        },
        {
          path: 'seatOrderSquare',
          name: 'seatOrderSquare',
          title: '预约广场',
          screen: squareList,
          preload: { path: '/space/square/', query: { kind: 'seat', ...firstPage } },
          children: [
            { path: 'seatSquare', name: 'seatSquare', title: '广场', screen: squareEntry, preload: { path: '/space/square/:id/' } },
            { path: 'seatSquareComment', name: 'seatSquareComment', title: '评论', screen: squareComments },
          ],
        },
      ],
    },
  ],
};
