/**
 * The screens people open the app on from somewhere else (issue 35): each family's entry screen, as
 * the native shell's menu opens it, with the first data request its route declares (RouteDef.preload).
 * The cold-open suite and the Lighthouse bench (scripts/bench-lighthouse.ts) both walk this list.
 */
export interface EntryScreen {
  family: string;
  /** Hash path. */
  path: string;
  /** The declared preload's endpoint path under /9077/api, or null for a screen that opens without data. */
  data: string | null;
}

export const ENTRY_SCREENS: readonly EntryScreen[] = [
  { family: 'bus', path: '/bus', data: '/bus/routes/' },
  { family: 'dorm', path: '/d2Collective', data: '/dorm/me/' },
  { family: 'canteen', path: '/canteenApply', data: '/canteen/canteens/' },
  { family: 'shop', path: '/shops', data: '/shop/shops/' },
  { family: 'shop', path: '/takeawayGoods', data: '/shop/goods/' },
  { family: 'car', path: '/applyCarV3', data: '/car/orders/' },
  { family: 'privatecar', path: '/privateCar', data: '/private_car/orders/' },
  { family: 'approval', path: '/approvalProcess', data: '/approval/todo/' },
  { family: 'notice', path: '/notice', data: '/notices/' },
  { family: 'pay', path: '/addBalance', data: '/pay/wallet/' },
  { family: 'ai', path: '/chatGpt', data: '/ai/conversations/' },
  { family: 'space', path: '/space', data: '/space/spaces/' },
  { family: 'visitor', path: '/reception', data: '/visitor/receptions/' },
  { family: 'goods', path: '/materialReceive', data: '/goods/types/' },
  { family: 'repair', path: '/saRepairRoom/saRepairApply', data: '/repair/me/' },
  { family: 'inspect', path: '/alarm', data: '/alarms/' },
];
