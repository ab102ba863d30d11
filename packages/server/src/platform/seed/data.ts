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
  ico: string;
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

/**
 * Permission rules of every company: every keyword of spec section 6 (keyword table, built-in views,
 * whitelist keywords) and plain route names; one inactive parent, one isShow:false child and
 * role-filtered entries, so the menu rules are visible. `{company}` is replaced by the company name.
 */
export const seedRules: SeedRule[] = [
  {
    name: '出行服务',
    keyword: 'travel',
    child: [
      { name: '公务用车', keyword: 'official_car_v2', ico: 'car' },
      { name: '公务用车3.0', keyword: 'official_car_v3', ico: 'car' },
      { name: '用车（内置）', keyword: 'official_car', ico: 'car' },
      { name: '私车公用', keyword: 'private_car', ico: 'private-car' },
      { name: '班车', keyword: 'bus', ico: 'bus' },
      { name: '厂区班车', keyword: 'plantBus', ico: 'bus' },
      { name: '司机任务', keyword: 'off3DriverH5', ico: 'driver' },
    ],
  },
  {
    name: '生活服务',
    keyword: 'life',
    child: [
      { name: '宿舍申请', keyword: 'apply_dormitory', ico: 'dorm' },
      { name: '集体宿舍', keyword: 'dormitory2', ico: 'dorm' },
      { name: '公寓套房', keyword: 'suiteDormitory', ico: 'dorm' },
      { name: '宿舍服务', keyword: 'd2Page', ico: 'dorm' },
      { name: '水电费', keyword: 'water_electricity', ico: 'water' },
      { name: '订水', keyword: 'water_ordering', ico: 'water' },
      { name: '食堂报餐', keyword: 'canteenApply', ico: 'canteen' },
      { name: '送餐服务', keyword: 'sendDining', ico: 'canteen' },
      { name: '商城', keyword: 'eBuy', ico: 'shop' },
      { name: '店铺', keyword: 'shops', ico: 'shop' },
      { name: '优惠券', keyword: 'coupons', ico: 'coupon', isShow: false },
      // The shop family (issue 14): takeaway and room materials on the menu; the rest reached from 店铺.
      { name: '外卖', keyword: 'takeawayGoods', ico: 'canteen' },
      { name: '房间维修', keyword: 'room_repair', ico: 'repair' },
      { name: '房间装修', keyword: 'room_renovation', ico: 'repair' },
      { name: '活动', keyword: 'activities', ico: 'goods' },
      { name: '开通会员', keyword: 'memberCreate', ico: 'user', isShow: false },
      { name: '商品', keyword: 'shopGoods', ico: 'shop', isShow: false },
      { name: '商铺入驻', keyword: 'applyShop', ico: 'shop', isShow: false },
      { name: '确认订单', keyword: 'doubleColorOks', ico: 'shop', isShow: false },
      // A merchant's tools, opened from 店铺 > 我的店铺 (the server lets only merchants and admins use them).
      { name: '库存', keyword: 'stocks', ico: 'goods', isShow: false },
      { name: '供应商', keyword: 'suppliers', ico: 'goods', isShow: false },
      { name: '广告', keyword: 'adverts', ico: 'shop', isShow: false },
      { name: '轮播图', keyword: 'banners', ico: 'shop', isShow: false },
      // The wallet: top up here; other services send their buyers to the same purchase screen (/buy ...).
      { name: '钱包充值', keyword: 'addBalance', ico: 'pay' },
      { name: '购买', keyword: 'buy', ico: 'pay', isShow: false },
      { name: '充值', keyword: 'changeAddUp', ico: 'pay', isShow: false },
      { name: '购买充值', keyword: 'changeBuyAddUp', ico: 'pay', isShow: false },
    ],
  },
  {
    name: '办公服务',
    keyword: 'office',
    child: [
      // Everyone applies and follows their own orders here; approvers also see their to-do list.
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
      // Authorised but not on the menu (spec 6 isShow): the notice family's other top-level screens.
      { name: '公告列表', keyword: 'notices', ico: 'notice', isShow: false },
      { name: '发布公告', keyword: 'addNotice', ico: 'notice', isShow: false },
      { name: '公告评论', keyword: 'noticeComment', ico: 'notice', isShow: false },
    ],
  },
  {
    name: '管理工具',
    keyword: 'admin_tools',
    roles: ['admin'],
    child: [
      { name: '店主审核', keyword: 'approveShopOwner', ico: 'shop' },
      { name: '库存管理', keyword: 'stocks', ico: 'goods' },
      { name: '供应商', keyword: 'suppliers', ico: 'goods' },
      { name: '轮播图', keyword: 'banners', ico: 'shop' },
      { name: '广告管理', keyword: 'adverts', ico: 'shop' },
    ],
  },
  {
    name: '已停用服务',
    keyword: 'legacy',
    isActive: false,
    child: [
      { name: '旧版班车', keyword: 'bus', ico: 'bus' },
      { name: '旧版报修', keyword: 'repairH5', ico: 'repair' },
    ],
  },
];
