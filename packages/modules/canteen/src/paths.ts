import { CANTEEN_BILL_PURPOSE, CANTEEN_MEAL_PURPOSE } from '@campus/contracts';

/** Where the canteen screens live (route data in routes.ts), and the screens of other modules they open by path. */
export const PATHS = {
  apply: '/canteenApply',
  applySuccess: '/canteenApply/canteenApplySuccess',
  orderDetail: '/canteenApply/canteenOrderDetail',
  sendDining: '/sendDining',
  payMeal: '/payMeal',
  /** The pay module's purchase screen (spec 2.3: /buy opens it): ?purpose=&ref_id=&done= */
  buy: '/buy',
  /** The approval detail of a canteen order (the approval module hangs it under /approvalProcess). */
  approvalDetail: '/approvalProcess/approvalCanteenDetail',
  login: '/login',
} as const;

export type CanteenTab = 'order' | 'orders' | 'apply' | 'staff';

export const withId = (path: string, id: string): string => `${path}?id=${encodeURIComponent(id)}`;
export const applyTab = (tab: CanteenTab): string => `${PATHS.apply}?tab=${tab}`;
export const orderDetailPath = (id: string): string => withId(PATHS.orderDetail, id);
export const payMealPath = (code: string): string => `${PATHS.payMeal}?code=${encodeURIComponent(code)}`;

/** The purchase screen for a meal order; its result's button comes back to the order. */
export function payForMeal(orderId: string): string {
  const q = new URLSearchParams({ purpose: CANTEEN_MEAL_PURPOSE, ref_id: orderId, done: orderDetailPath(orderId) });
  return `${PATHS.buy}?${q.toString()}`;
}

/** The purchase screen for a counter bill; back to the bill afterwards. */
export function payForBill(code: string): string {
  const q = new URLSearchParams({ purpose: CANTEEN_BILL_PURPOSE, ref_id: code, done: payMealPath(code) });
  return `${PATHS.buy}?${q.toString()}`;
}

/** The link a counter bill's QR code holds: this app's page of the bill, on the same origin and tenant. */
export function billLink(code: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#${payMealPath(code)}`;
}
