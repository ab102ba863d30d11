/** Where the pay screens live (route data in routes.ts). */
export const PATHS = {
  /** The sandbox confirmation, then the result: /payPage?id= */
  payPage: '/payPage',
  wxPay: '/wxPay',
  lxdzPay: '/lxdzPay',
  addBalance: '/addBalance',
} as const;

/** A pay screen for the order; `done` (where the result's button goes) is carried along. */
export function withId(path: string, id: string, done?: string | null): string {
  const query = new URLSearchParams({ id });
  if (done) query.set('done', done);
  return `${path}?${query.toString()}`;
}

/**
 * Where the result's button goes: the buying module's own screen when it passed one (`?done=`, an
 * in-app path such as /bus/busRouteApply/busPaySuccess?id=...), else the wallet. Anything that is
 * not a path of this app (another origin, `//host`, a scheme) is ignored.
 */
export function donePath(done: string | null | undefined): string {
  if (!done || !done.startsWith('/') || done.startsWith('//') || done.includes('\\')) return PATHS.addBalance;
  return done;
}

/** The screen that takes the payer through the order's provider. */
export function payScreenOf(provider: string): string {
  if (provider === 'wechat') return PATHS.wxPay;
  if (provider === 'lxdz') return PATHS.lxdzPay;
  return PATHS.payPage;
}
