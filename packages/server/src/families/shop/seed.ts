/**
 * The shop family's demo rows, per company: two shops (园区便利店, run by the merchant 微信员工
 * 13800000006; 物业服务中心, run by the company) with categories, goods with pictures (seedFile) and
 * their stock, suppliers, a company coupon, a shop coupon and a department coupon, the home screen's
 * banners in the tenant's colour, an advert and two activities. Idempotent (stable ids, ON CONFLICT
 * DO NOTHING).
 */
import type { GoodsScene, ShopKind } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { hubDateTime, WATER_CATEGORY, WATER_VIEW_PATH } from '@campus/contracts';
import { hoursAgo, seedDepartmentId, seedId, seedStaffId } from '../../platform/seed/ids.ts';
import { seedFile } from '../../platform/files/seed.ts';
import { bannerPicture, goodsPicture, type BannerMotif } from './pictures.ts';
import type { Tenant } from '../../platform/tenants.ts';
import {
  shopActivities,
  shopAdverts,
  shopBanners,
  shopCategories,
  shopCoupons,
  shopGoods,
  shopShops,
  shopStockMoves,
  shopSuppliers,
} from './schema.ts';

type Company = { id: string; tenant: Pick<Tenant, 'title' | 'type' | 'mainColor'> };

export const shopSeedId = (companyId: string, key: string): string => seedId(companyId, `shop:${key}`);

interface SeedShop {
  key: string;
  name: string;
  kind: ShopKind;
  owner: string | null;
  intro: string;
  phone: string;
  address: string;
  categories: string[];
  supplier: { name: string; contact: string; phone: string };
}

export const SEED_SHOPS: readonly SeedShop[] = [
  {
    key: 'store',
    name: '园区便利店',
    kind: 'retail',
    owner: 'wechat',
    intro: '饮料零食、日用百货，鲜食外卖和桶装水送到工位',
    phone: '0571-88880001',
    address: '生活区1号楼一层',
    categories: ['饮料', '零食', '日用品', '鲜食', WATER_CATEGORY],
    supplier: { name: '蓝天食品批发', contact: '王经理', phone: '13900000001' },
  },
  {
    key: 'property',
    name: '物业服务中心',
    kind: 'property',
    owner: null,
    intro: '房间维修、装修材料，物业师傅上门安装',
    phone: '0571-88880002',
    address: '综合楼101',
    categories: ['维修材料', '装修材料'],
    supplier: { name: '张记五金建材', contact: '张师傅', phone: '13900000002' },
  },
];

interface SeedGoods {
  key: string;
  shop: string;
  category: string;
  name: string;
  scene: GoodsScene;
  priceFen: number;
  memberPriceFen: number | null;
  unit: string;
  stock: number;
  colour: string;
  shape: 'round' | 'box';
  description: string;
}

export const SEED_GOODS: readonly SeedGoods[] = [
  {
    key: 'water',
    shop: 'store',
    category: '饮料',
    name: '矿泉水 550ml',
    scene: 'shop',
    priceFen: 200,
    memberPriceFen: 180,
    unit: '瓶',
    stock: 120,
    colour: '#3b82f6',
    shape: 'round',
    description: '天然饮用水，整箱可送货上门',
  },
  {
    key: 'juice',
    shop: 'store',
    category: '饮料',
    name: '鲜榨橙汁',
    scene: 'shop',
    priceFen: 1200,
    memberPriceFen: 1000,
    unit: '杯',
    stock: 20,
    colour: '#f59e0b',
    shape: 'round',
    description: '当日鲜榨，不加糖',
  },
  {
    key: 'chips',
    shop: 'store',
    category: '零食',
    name: '薯片 70g',
    scene: 'shop',
    priceFen: 650,
    memberPriceFen: null,
    unit: '袋',
    stock: 50,
    colour: '#eab308',
    shape: 'box',
    description: '原味薯片',
  },
  {
    key: 'nuts',
    shop: 'store',
    category: '零食',
    name: '每日坚果礼盒',
    scene: 'shop',
    priceFen: 5800,
    memberPriceFen: 5200,
    unit: '盒',
    stock: 8,
    colour: '#92400e',
    shape: 'box',
    description: '30袋装混合坚果',
  },
  {
    key: 'tissue',
    shop: 'store',
    category: '日用品',
    name: '抽纸 3包装',
    scene: 'shop',
    priceFen: 1590,
    memberPriceFen: null,
    unit: '提',
    stock: 40,
    colour: '#10b981',
    shape: 'box',
    description: '三层加厚',
  },
  {
    key: 'detergent',
    shop: 'store',
    category: '日用品',
    name: '洗衣液 2kg',
    scene: 'shop',
    priceFen: 3990,
    memberPriceFen: 3590,
    unit: '瓶',
    stock: 3,
    colour: '#6366f1',
    shape: 'box',
    description: '低泡易漂，薰衣草香',
  },
  {
    key: 'bento',
    shop: 'store',
    category: '鲜食',
    name: '鸡腿便当',
    scene: 'takeaway',
    priceFen: 1800,
    memberPriceFen: 1600,
    unit: '份',
    stock: 30,
    colour: '#dc2626',
    shape: 'round',
    description: '每日现做，11:00 起配送',
  },
  {
    key: 'coffee',
    shop: 'store',
    category: '鲜食',
    name: '美式咖啡',
    scene: 'takeaway',
    priceFen: 1500,
    memberPriceFen: null,
    unit: '杯',
    stock: 50,
    colour: '#78350f',
    shape: 'round',
    description: '现磨咖啡豆',
  },
  {
    key: 'noodles',
    shop: 'store',
    category: '鲜食',
    name: '牛肉拉面',
    scene: 'takeaway',
    priceFen: 2200,
    memberPriceFen: null,
    unit: '碗',
    stock: 20,
    colour: '#ea580c',
    shape: 'round',
    description: '手工拉面，汤底现熬',
  },
  // 订水 (the built-in view water_ordering): the store's delivered drinking water
  {
    key: 'bottled-water',
    shop: 'store',
    category: WATER_CATEGORY,
    name: '桶装饮用水 18.9L',
    scene: 'takeaway',
    priceFen: 2000,
    memberPriceFen: 1800,
    unit: '桶',
    stock: 80,
    colour: '#0ea5e9',
    shape: 'round',
    description: '送水上门，空桶随下次送水回收',
  },
  {
    key: 'water-case',
    shop: 'store',
    category: WATER_CATEGORY,
    name: '矿泉水 550ml×24瓶',
    scene: 'takeaway',
    priceFen: 3600,
    memberPriceFen: 3300,
    unit: '箱',
    stock: 40,
    colour: '#2563eb',
    shape: 'box',
    description: '整箱配送到工位或宿舍',
  },
  {
    key: 'tap',
    shop: 'property',
    category: '维修材料',
    name: '不锈钢水龙头',
    scene: 'repair',
    priceFen: 4500,
    memberPriceFen: null,
    unit: '个',
    stock: 15,
    colour: '#64748b',
    shape: 'box',
    description: '含安装配件，物业师傅上门更换',
  },
  {
    key: 'bulb',
    shop: 'property',
    category: '维修材料',
    name: 'LED 灯泡 9W',
    scene: 'repair',
    priceFen: 1290,
    memberPriceFen: null,
    unit: '只',
    stock: 60,
    colour: '#facc15',
    shape: 'round',
    description: 'E27 螺口，暖白光',
  },
  {
    key: 'lock',
    shop: 'property',
    category: '维修材料',
    name: '门锁锁芯',
    scene: 'repair',
    priceFen: 8800,
    memberPriceFen: null,
    unit: '套',
    stock: 6,
    colour: '#475569',
    shape: 'box',
    description: 'C 级锁芯，含三把钥匙',
  },
  {
    key: 'paint',
    shop: 'property',
    category: '装修材料',
    name: '乳胶漆 5L',
    scene: 'renovation',
    priceFen: 26800,
    memberPriceFen: 25800,
    unit: '桶',
    stock: 10,
    colour: '#f1f5f9',
    shape: 'box',
    description: '环保净味，约可刷 35 平方米',
  },
  {
    key: 'wallpaper',
    shop: 'property',
    category: '装修材料',
    name: '无纺布墙纸',
    scene: 'renovation',
    priceFen: 9900,
    memberPriceFen: null,
    unit: '卷',
    stock: 25,
    colour: '#a78bfa',
    shape: 'box',
    description: '0.53 米 × 10 米',
  },
  {
    key: 'tile',
    shop: 'property',
    category: '装修材料',
    name: '防滑地砖 60×60',
    scene: 'renovation',
    priceFen: 1500,
    memberPriceFen: null,
    unit: '片',
    stock: 200,
    colour: '#d6d3d1',
    shape: 'box',
    description: '卫生间、阳台适用',
  },
];

const categoryId = (c: string, shop: string, name: string) => shopSeedId(c, `category:${shop}:${name}`);
export const seedShopId = (c: string, key: string): string => shopSeedId(c, `shop:${key}`);
export const seedGoodsId = (c: string, key: string): string => shopSeedId(c, `goods:${key}`);
export const seedCouponId = (c: string, key: string): string => shopSeedId(c, `coupon:${key}`);
/** The seeded home banners: `welcome` is the shop's (its id predates the others). */
export const seedBannerId = (c: string, key: HomeBannerKey = 'welcome'): string => shopSeedId(c, `banner:${key}`);
export const seedAdvertId = (c: string): string => shopSeedId(c, 'advert:takeaway');
export const seedActivityId = (c: string, key: string): string => shopSeedId(c, `activity:${key}`);
export const seedSupplierId = (c: string, shop: string): string => shopSeedId(c, `supplier:${shop}`);

const day = (d: Date): string => (hubDateTime(d) ?? '').slice(0, 10);

/** antd-mobile's primary, which the default theme keeps for tenants without a main colour (spec 3). */
const DEFAULT_MAIN_COLOUR = '#1677ff';

type HomeBannerKey = 'brand' | 'water' | 'welcome';

/** A company's home banners, first shown first: its own, 订水 (the water view), the store's news. */
export function homeBanners(
  tenant: Pick<Tenant, 'title'>,
): { key: HomeBannerKey; title: string; link: string | null; motif: BannerMotif }[] {
  return [
    { key: 'brand', title: `${tenant.title}：出行、食宿、办公一站办理`, link: null, motif: 'skyline' },
    { key: 'water', title: '订水上线：桶装水、整箱水送到工位', link: WATER_VIEW_PATH, motif: 'water' },
    { key: 'welcome', title: '园区便利店上新：鲜食外卖送到工位', link: '/shops', motif: 'shop' },
  ];
}

export async function seedShopRows(db: Database, { id: c, tenant }: Company): Promise<void> {
  const now = new Date();
  for (const s of SEED_SHOPS) {
    const shopId = seedShopId(c, s.key);
    await db
      .insert(shopShops)
      .values({
        companyId: c,
        id: shopId,
        name: s.name,
        kind: s.kind,
        intro: s.intro,
        phone: s.phone,
        address: s.address,
        ownerId: s.owner ? seedStaffId(c, s.owner) : null,
        createdAt: hoursAgo(now, 24 * 30),
      })
      .onConflictDoNothing();
    await db
      .insert(shopCategories)
      .values(s.categories.map((name, sort) => ({ companyId: c, id: categoryId(c, s.key, name), shopId, name, sort })))
      .onConflictDoNothing();
    await db
      .insert(shopSuppliers)
      .values({ companyId: c, id: seedSupplierId(c, s.key), shopId, ...s.supplier, address: s.address, remark: '' })
      .onConflictDoNothing();
  }
  for (const g of SEED_GOODS) {
    const goodsId = seedGoodsId(c, g.key);
    const picture = await seedFile(db, c, {
      key: `shop-goods-${g.key}`,
      owner: 'demo',
      name: `${g.name}.png`,
      mime: 'image/png',
      bytes: goodsPicture(g.colour, g.shape),
    });
    const inserted = await db
      .insert(shopGoods)
      .values({
        companyId: c,
        id: goodsId,
        shopId: seedShopId(c, g.shop),
        categoryId: categoryId(c, g.shop, g.category),
        name: g.name,
        scene: g.scene,
        priceFen: g.priceFen,
        memberPriceFen: g.memberPriceFen,
        unit: g.unit,
        description: g.description,
        pictures: [picture],
        stock: g.stock,
        createdAt: hoursAgo(now, 24 * 20),
        updatedAt: hoursAgo(now, 24 * 20),
      })
      .onConflictDoNothing()
      .returning({ id: shopGoods.id });
    if (inserted.length > 0) {
      await db
        .insert(shopStockMoves)
        .values({
          companyId: c,
          id: shopSeedId(c, `move:${g.key}`),
          goodsId,
          kind: 'in',
          delta: g.stock,
          balanceAfter: g.stock,
          supplierId: seedSupplierId(c, g.shop),
          actorId: seedStaffId(c, 'demo'),
          remark: '期初入库',
          createdAt: hoursAgo(now, 24 * 20),
        })
        .onConflictDoNothing();
    }
  }
  const validFrom = day(hoursAgo(now, 24 * 7));
  const validTo = day(hoursAgo(now, -24 * 180));
  await db
    .insert(shopCoupons)
    .values(
      [
        // the company's: any shop, once a month per person
        { key: 'company', shop: null, name: '园区通用券', amount: 500, min: 2000, target: 'personal', period: 30, uses: 1 },
        // the shop's: 满30减8 at the store, once a week per person
        { key: 'store', shop: 'store', name: '便利店满30减8', amount: 800, min: 3000, target: 'personal', period: 20, uses: 1 },
        // a department's: 信息中心 shares 2 a day at the property office
        { key: 'department', shop: 'property', name: '信息中心维修补贴', amount: 1000, min: 0, target: 'department', period: 10, uses: 2 },
      ].map((k) => ({
        companyId: c,
        id: seedCouponId(c, k.key),
        shopId: k.shop ? seedShopId(c, k.shop) : null,
        name: k.name,
        amountOffFen: k.amount,
        minSpendFen: k.min,
        target: k.target,
        period: k.period,
        usesPerPeriod: k.uses,
        validFrom,
        validTo,
        departmentIds: k.target === 'department' ? [seedDepartmentId(c, 'it')] : [],
        createdBy: seedStaffId(c, 'demo'),
        createdAt: hoursAgo(now, 24 * 7),
      })),
    )
    .onConflictDoNothing();
  // the home screen's banners, in the tenant's colour with its name (the words are drawn by the
  // home screen over the picture's flat part; the picture carries the motif)
  const colour = tenant.mainColor ?? DEFAULT_MAIN_COLOUR;
  for (const [sort, b] of homeBanners(tenant).entries()) {
    const imageFileId = await seedFile(db, c, {
      key: `shop-banner-${b.key}`,
      owner: 'demo',
      name: `${b.title.split('：')[0] ?? b.key}.png`,
      mime: 'image/png',
      bytes: bannerPicture(colour, b.motif, tenant.type),
    });
    await db
      .insert(shopBanners)
      .values({
        companyId: c,
        id: seedBannerId(c, b.key),
        shopId: null,
        title: b.title,
        imageFileId,
        link: b.link,
        sort,
        createdBy: seedStaffId(c, 'demo'),
        createdAt: hoursAgo(now, 24 * 3),
      })
      .onConflictDoNothing();
  }
  await db
    .insert(shopAdverts)
    .values({
      companyId: c,
      id: seedAdvertId(c),
      shopId: seedShopId(c, 'store'),
      title: '鲜食外卖上线',
      content: '便当、咖啡、拉面，11:00 起送到工位',
      link: '/takeawayGoods',
      createdBy: seedStaffId(c, 'wechat'),
      createdAt: hoursAgo(now, 24 * 2),
    })
    .onConflictDoNothing();
  await db
    .insert(shopActivities)
    .values(
      [
        {
          key: 'market',
          shop: null,
          title: '周末跳蚤市场',
          description: '闲置好物交换，现场设摊位，报名后分配摊位号。',
          place: '生活区中心广场',
          startHours: -72,
          lengthHours: 4,
          capacity: 30,
          organiser: 'demo',
        },
        {
          key: 'coffee',
          shop: 'store',
          title: '咖啡品鉴会',
          description: '三款单品豆现场冲煮品鉴，名额有限。',
          place: '园区便利店',
          startHours: -48,
          lengthHours: 2,
          capacity: 12,
          organiser: 'wechat',
        },
      ].map((a) => ({
        companyId: c,
        id: seedActivityId(c, a.key),
        shopId: a.shop ? seedShopId(c, a.shop) : null,
        title: a.title,
        description: a.description,
        place: a.place,
        startAt: hoursAgo(now, a.startHours),
        endAt: hoursAgo(now, a.startHours - a.lengthHours),
        capacity: a.capacity,
        organiserId: seedStaffId(c, a.organiser),
        createdAt: hoursAgo(now, 24),
      })),
    )
    .onConflictDoNothing();
}
