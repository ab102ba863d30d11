import type { CompanyType, MenuIconKey } from '@campus/contracts';
import type { StaffRole } from '../db/schema.ts';

/** Demo password of every seeded staff with a phone (documented in docs/server.md). */
export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_PHONE = '13800000000';
export const demoOpenid = (companyId: string): string => `demo-${companyId}`;
export const demoLoginCode = (companyId: string): string => `demo-p-${companyId}`;

export const seedDepartments = [
  { key: 'admin', name: '行政部' },
  { key: 'logistics', name: '后勤部' },
  { key: 'it', name: '信息中心' },
  { key: 'security', name: '保卫部' },
] as const;
type DepartmentKey = (typeof seedDepartments)[number]['key'];

export interface SeedStaff {
  key: string;
  name: string;
  phone: string;
  role: StaffRole;
  department: DepartmentKey;
  isPatrolman?: boolean;
  isRepairman?: boolean;
  isOff3driver?: boolean;
  /** The staff reached by openid `demo-<company id>` and p `demo-p-<company id>`. */
  wechat?: boolean;
}

export const seedStaff: SeedStaff[] = [
  { key: 'demo', name: '演示员工', phone: DEMO_PHONE, role: 'admin', department: 'admin' },
  { key: 'patrolman', name: '巡检员', phone: '13800000001', role: 'staff', department: 'security', isPatrolman: true },
  { key: 'repairman', name: '维修员', phone: '13800000002', role: 'staff', department: 'logistics', isRepairman: true },
  { key: 'off3driver', name: '公务车司机', phone: '13800000003', role: 'staff', department: 'logistics', isOff3driver: true },
  { key: 'approver', name: '审批人', phone: '13800000004', role: 'approver', department: 'admin' },
  { key: 'staff', name: '普通员工', phone: '13800000005', role: 'staff', department: 'it' },
  { key: 'wechat', name: '微信员工', phone: '13800000006', role: 'staff', department: 'it', wechat: true },
];

export interface SeedChild {
  name: string;
  keyword: string;
  ico: MenuIconKey;
  isShow?: boolean;
  roles?: StaffRole[];
}
export interface SeedRule {
  name: string;
  keyword: string;
  isActive?: boolean;
  roles?: StaffRole[];
  child: SeedChild[];
}

/** The keywords of the one car service a company lists (spec 6: versions 2 and 3, and the built-in view). */
export const CAR_KEYWORDS = ['official_car_v3', 'official_car_v2', 'official_car'] as const;
type CarKeyword = (typeof CAR_KEYWORDS)[number];

/**
 * Whitelisted H5 entries (spec 6) a company points at its own site (its shop, inspection and repair
 * systems). This hub cannot open another site, so the entry only explains where to find it: the demo
 * menus list none of them (they stay in the rules, authorised and unlisted).
 */
export const SITE_KEYWORDS: readonly string[] = ['eBuy', 'inspectH5', 'repairH5'];

/** What a demo company lists on its home menu: its car service and the other services it offers. */
interface MenuProfile {
  car: CarKeyword;
  offers: readonly string[];
}

/**
 * Each tenant's organisation offers what such a place would (a campus, an industrial park, a
 * hospital ...), one car service under one plain name. Every other keyword stays in its rules
 * authorised but unlisted (isShow: false): the screens links, pushes and approvals lead to, and the
 * journeys' screens, open in every company. Between them the companies list every kind of entry of
 * spec 6: the keyword table, both built-in views, routes and the whitelisted driver entry.
 */
const PROFILES: Record<CompanyType, MenuProfile> = {
  // a university campus: the built-in car view (its version 3 service), collective dormitories
  ln: {
    car: 'official_car',
    offers: [
      'bus',
      'plantBus',
      'off3DriverH5',
      'd2Page',
      'water_electricity',
      'water_ordering',
      'canteenApply',
      'sendDining',
      'shops',
      'takeawayGoods',
      'room_repair',
      'activities',
      'addBalance',
      'approval_order',
      'flowSend',
      'material_supply',
      'space',
      'seat',
      'scan_check',
      'notice_list',
      'message',
      'survey',
      'interact',
      'chatGpt',
    ],
  },
  // an industrial park: version 3 cars and private cars, dormitories and stays for project staff
  sa: {
    car: 'official_car_v3',
    offers: [
      'private_car',
      'bus',
      'plantBus',
      'off3DriverH5',
      'd2Page',
      'apply_dormitory',
      'water_electricity',
      'water_ordering',
      'canteenApply',
      'sendDining',
      'shops',
      'takeawayGoods',
      'room_repair',
      'room_renovation',
      'addBalance',
      'approval_order',
      'flowSend',
      'material_supply',
      'assetReceive',
      'space',
      'seat',
      'reception',
      'scan_check',
      'notice_list',
      'message',
      'survey',
      'chatGpt',
    ],
  },
  // an industrial estate: the built-in car view, plant buses, stays for project staff
  zjgy: {
    car: 'official_car',
    offers: [
      'private_car',
      'plantBus',
      'off3DriverH5',
      'apply_dormitory',
      'water_electricity',
      'water_ordering',
      'canteenApply',
      'shops',
      'takeawayGoods',
      'addBalance',
      'approval_order',
      'flowSend',
      'material_supply',
      'assetReceive',
      'reception',
      'scan_check',
      'notice_list',
      'message',
    ],
  },
  // a hospital: still on version 2 cars; staff dormitories, canteen and meals to the wards
  xy: {
    car: 'official_car_v2',
    offers: [
      'bus',
      'off3DriverH5',
      'd2Page',
      'water_ordering',
      'canteenApply',
      'sendDining',
      'shops',
      'addBalance',
      'approval_order',
      'material_supply',
      'assetReceive',
      'space',
      'reception',
      'notice_list',
      'message',
      'survey',
    ],
  },
  // a car maker's offices
  njft: {
    car: 'official_car_v3',
    offers: [
      'private_car',
      'bus',
      'off3DriverH5',
      'water_ordering',
      'canteenApply',
      'takeawayGoods',
      'addBalance',
      'approval_order',
      'flowSend',
      'material_supply',
      'assetReceive',
      'space',
      'seat',
      'reception',
      'notice_list',
      'message',
      'chatGpt',
    ],
  },
  // a science park
  qsh: {
    car: 'official_car_v3',
    offers: [
      'bus',
      'off3DriverH5',
      'd2Page',
      'water_electricity',
      'water_ordering',
      'canteenApply',
      'shops',
      'activities',
      'addBalance',
      'approval_order',
      'flowSend',
      'space',
      'seat',
      'reception',
      'scan_check',
      'notice_list',
      'message',
      'interact',
      'chatGpt',
    ],
  },
  // schools: version 2 cars, dormitory applications
  lnjy: {
    car: 'official_car_v2',
    offers: [
      'bus',
      'off3DriverH5',
      'apply_dormitory',
      'water_ordering',
      'canteenApply',
      'sendDining',
      'shops',
      'addBalance',
      'approval_order',
      'flowSend',
      'material_supply',
      'space',
      'notice_list',
      'message',
      'survey',
      'interact',
    ],
  },
};

/** Every service a demo company may have, by section, each with its own icon; `{company}` is replaced by the company name. */
const SERVICES: readonly { name: string; keyword: string; child: readonly SeedChild[] }[] = [
  {
    name: '出行服务',
    keyword: 'travel',
    child: [
      // one car service per company (its profile's keyword); the others authorised for old orders
      { name: '公务用车', keyword: 'official_car_v3', ico: 'car' },
      { name: '公务用车', keyword: 'official_car_v2', ico: 'car' },
      { name: '公务用车', keyword: 'official_car', ico: 'car' },
      { name: '私车公用', keyword: 'private_car', ico: 'private-car' },
      { name: '班车', keyword: 'bus', ico: 'bus' },
      { name: '厂区班车', keyword: 'plantBus', ico: 'plant-bus' },
      // whitelisted for is_off3driver only (spec 6), served in the app
      { name: '司机任务', keyword: 'off3DriverH5', ico: 'driver' },
    ],
  },
  {
    name: '生活服务',
    keyword: 'life',
    child: [
      { name: '宿舍服务', keyword: 'd2Page', ico: 'dorm' },
      { name: '宿舍申请', keyword: 'apply_dormitory', ico: 'dorm-apply' },
      // spec 6: hidden from the menu, authorised (d2Page leads to them)
      { name: '集体宿舍', keyword: 'dormitory2', ico: 'dorm' },
      { name: '公寓套房', keyword: 'suiteDormitory', ico: 'dorm' },
      { name: '水电费', keyword: 'water_electricity', ico: 'utilities' },
      { name: '订水', keyword: 'water_ordering', ico: 'water' },
      { name: '食堂报餐', keyword: 'canteenApply', ico: 'canteen' },
      { name: '送餐服务', keyword: 'sendDining', ico: 'meal-delivery' },
      { name: '店铺', keyword: 'shops', ico: 'shop' },
      { name: '外卖', keyword: 'takeawayGoods', ico: 'takeaway' },
      { name: '房间维修', keyword: 'room_repair', ico: 'room-repair' },
      { name: '房间装修', keyword: 'room_renovation', ico: 'renovation' },
      { name: '活动', keyword: 'activities', ico: 'activity' },
      // the wallet: top up here; other services send their buyers to the same purchase screen (/buy ...)
      { name: '钱包充值', keyword: 'addBalance', ico: 'wallet' },
      { name: '商城', keyword: 'eBuy', ico: 'mall' },
      // the shop family's other screens (issue 14), reached from 店铺; a merchant's tools from 我的店铺
      { name: '优惠券', keyword: 'coupons', ico: 'coupon' },
      { name: '开通会员', keyword: 'memberCreate', ico: 'member' },
      { name: '商品', keyword: 'shopGoods', ico: 'shop' },
      { name: '商铺入驻', keyword: 'applyShop', ico: 'shop' },
      { name: '确认订单', keyword: 'doubleColorOks', ico: 'shop' },
      { name: '库存', keyword: 'stocks', ico: 'stock' },
      { name: '供应商', keyword: 'suppliers', ico: 'supplier' },
      { name: '广告', keyword: 'adverts', ico: 'advert' },
      { name: '轮播图', keyword: 'banners', ico: 'banner' },
      { name: '购买', keyword: 'buy', ico: 'wallet' },
      { name: '充值', keyword: 'changeAddUp', ico: 'wallet' },
      { name: '购买充值', keyword: 'changeBuyAddUp', ico: 'wallet' },
    ],
  },
  {
    name: '办公服务',
    keyword: 'office',
    child: [
      // everyone applies and follows their own orders here; approvers also see their to-do list
      { name: '审批中心', keyword: 'approval_order', ico: 'approval' },
      { name: '发起流程', keyword: 'flowSend', ico: 'flow' },
      { name: '物资领用', keyword: 'material_supply', ico: 'goods' },
      { name: '资产领用', keyword: 'assetReceive', ico: 'asset' },
      { name: '场地预约', keyword: 'space', ico: 'space' },
      { name: '座位预约', keyword: 'seat', ico: 'seat' },
      { name: '来访接待', keyword: 'reception', ico: 'visitor' },
      { name: '扫码签到', keyword: 'scan_check', ico: 'scan' },
      { name: '巡检', keyword: 'inspectH5', ico: 'inspect' },
      { name: '报修', keyword: 'repairH5', ico: 'repair' },
    ],
  },
  {
    name: '其他',
    keyword: 'other',
    child: [
      { name: '{company}公告', keyword: 'notice_list', ico: 'notice' },
      { name: '消息', keyword: 'message', ico: 'message' },
      { name: '问卷调查', keyword: 'survey', ico: 'survey' },
      { name: '互动留言', keyword: 'interact', ico: 'interact' },
      { name: 'AI 助手', keyword: 'chatGpt', ico: 'ai' },
      // the notice family's other top-level screens
      { name: '公告列表', keyword: 'notices', ico: 'notice' },
      { name: '发布公告', keyword: 'addNotice', ico: 'notice' },
      { name: '公告评论', keyword: 'noticeComment', ico: 'notice' },
    ],
  },
];

/** Listed for admins in every company (role-filtered rules). */
const ADMIN_TOOLS: SeedRule = {
  name: '管理工具',
  keyword: 'admin_tools',
  roles: ['admin'],
  child: [
    { name: '店主审核', keyword: 'approveShopOwner', ico: 'shop-review' },
    { name: '库存管理', keyword: 'stocks', ico: 'stock' },
    { name: '供应商', keyword: 'suppliers', ico: 'supplier' },
    { name: '轮播图', keyword: 'banners', ico: 'banner' },
    { name: '广告管理', keyword: 'adverts', ico: 'advert' },
  ],
};

/** An inactive parent (spec 6: its children are neither listed nor authorised). */
const RETIRED: SeedRule = {
  name: '已停用服务',
  keyword: 'legacy',
  isActive: false,
  child: [
    { name: '班车', keyword: 'bus', ico: 'bus' },
    { name: '报修', keyword: 'repairH5', ico: 'repair' },
  ],
};

/**
 * The permission rules of a demo company of a tenant type: its profile's services listed, every
 * other keyword of the catalogue authorised and unlisted, the admin tools for admins, and a retired
 * section, so every menu rule of spec 6 is at work in every company.
 */
export function demoRules(type: CompanyType): SeedRule[] {
  const profile = PROFILES[type];
  const listed = new Set<string>([profile.car, ...profile.offers]);
  const sections = SERVICES.map((section) => ({
    name: section.name,
    keyword: section.keyword,
    child: section.child.map((c) => ({ ...c, isShow: listed.has(c.keyword) })),
  }));
  return [...sections, ADMIN_TOOLS, RETIRED];
}
