/** Where the pay screens live (route data in routes.ts). */
export const PATHS = {
  /** The sandbox confirmation, then the result: /payPage?id= */
  payPage: '/payPage',
  wxPay: '/wxPay',
  lxdzPay: '/lxdzPay',
  addBalance: '/addBalance',
} as const;

export const withId = (path: string, id: string): string => `${path}?id=${encodeURIComponent(id)}`;

/** The screen that takes the payer through the order's provider. */
export function payScreenOf(provider: string): string {
  if (provider === 'wechat') return PATHS.wxPay;
  if (provider === 'lxdz') return PATHS.lxdzPay;
  return PATHS.payPage;
}
