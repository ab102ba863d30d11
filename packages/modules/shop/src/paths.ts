import { SHOP_PAY_PURPOSE, WATER_VIEW_PATH, type GoodsScene } from '@campus/contracts';

/** Where the shop screens live (route data in routes.ts). */
export const PATHS = {
  shops: '/shops',
  applyShop: '/applyShop',
  coupons: '/coupons',
  member: '/memberCreate',
  confirm: '/doubleColorOks',
  approveShopOwner: '/approveShopOwner',
  stocks: '/stocks',
  suppliers: '/suppliers',
  adverts: '/adverts',
  banners: '/banners',
  activities: '/activities',
  pmcOrder: '/pmcOrder',
  buy: '/buy',
} as const;

/** The goods screens per scene: /shopGoods, /takeawayGoods, /room_repair, /room_renovation. */
export const SCENE_PATHS: Record<GoodsScene, string> = {
  shop: '/shopGoods',
  takeaway: '/takeawayGoods',
  repair: '/room_repair',
  renovation: '/room_renovation',
};

/**
 * 订水 (the built-in view water_ordering, spec 6): the takeaway screen showing only the delivered
 * drinking water (the goods of the WATER_CATEGORY categories).
 */
export const WATER_VIEW = 'water';
export const WATER_PATH = WATER_VIEW_PATH;

/** The scene of a goods screen, from the first segment of its path. */
export function sceneOfPath(pathname: string): GoodsScene {
  const top = `/${pathname.split('/')[1] ?? ''}`;
  const found = (Object.entries(SCENE_PATHS) as [GoodsScene, string][]).find(([, path]) => path === top);
  return found?.[0] ?? 'shop';
}

/** A shop's page: its goods in every scene. */
export const shopPage = (shopId: string): string => `${SCENE_PATHS.shop}?shop=${encodeURIComponent(shopId)}`;

/** The goods detail under the scene's screen (repairDetails is the detail under each of them). */
export const goodsDetail = (scene: GoodsScene, goodsId: string, shopId?: string): string => {
  const parent = scene === 'takeaway' ? SCENE_PATHS.shop : SCENE_PATHS[scene];
  const query = new URLSearchParams({ id: goodsId });
  if (shopId) query.set('shop', shopId);
  // takeaway has no detail child of its own: its scene rides along
  if (scene === 'takeaway') query.set('scene', scene);
  return `${parent}/repairDetails?${query.toString()}`;
};

export const searchPath = (scene: GoodsScene, shopId?: string | null): string =>
  `${SCENE_PATHS[scene]}/searchGoods${shopId ? `?shop=${encodeURIComponent(shopId)}` : ''}`;

/** The order's confirmation screen (after it is placed). */
export const confirmedPath = (orderId: string): string => `${PATHS.confirm}?id=${encodeURIComponent(orderId)}`;

/** The shared purchase screen for a placed order; its result's button comes back to the confirmation. */
export const payPath = (orderId: string): string => {
  const query = new URLSearchParams({ purpose: SHOP_PAY_PURPOSE, ref_id: orderId, done: confirmedPath(orderId) });
  return `${PATHS.buy}?${query.toString()}`;
};

/** The /pmcOrder link the property office opens without login. */
export const pmcOrderPath = (orderId: string, code: string): string =>
  `${PATHS.pmcOrder}?${new URLSearchParams({ id: orderId, code }).toString()}`;
