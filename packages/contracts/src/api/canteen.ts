import { z } from 'zod';
import { queryIntSchema } from './input-limits.ts';
import { pageQuerySchema } from './messages.ts';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';
import { orderDetailSchema } from './orders.ts';

/**
 * Canteen and dining (issue 14): canteens with meal periods and daily menus, meal orders paid
 * through the pay family (purpose `canteen_meal`) and collected by QR, meals sent to an address
 * (/sendDining), group and guest meals on the approval workflow (order type `canteen`), and
 * counter bills paid from a link (/payMeal, purpose `canteen_bill`). Amounts are integer fen.
 * Dates are 'YYYY-MM-DD' and times 'HH:mm' on the hub clock (Asia/Shanghai).
 */

export const MEAL_PERIODS = ['breakfast', 'lunch', 'dinner'] as const;
export type MealPeriod = (typeof MEAL_PERIODS)[number];
export const MEAL_PERIOD_NAMES: Record<MealPeriod, string> = { breakfast: '早餐', lunch: '午餐', dinner: '晚餐' };

/** What a meal order is: eaten or collected at the canteen, or sent to an address on campus. */
export const MEAL_KINDS = ['dine', 'delivery'] as const;
export type MealKind = (typeof MEAL_KINDS)[number];
export const MEAL_KIND_NAMES: Record<MealKind, string> = { dine: '堂食/自取', delivery: '送餐' };

/** Meal order status codes: closed (unpaid too long or past cut-off), cancelled, unpaid, paid (to collect), collected. */
export const MEAL_STATUS = { closed: -20, cancelled: -10, unpaid: 0, paid: 10, collected: 20 } as const;
export type MealStatus = (typeof MEAL_STATUS)[keyof typeof MEAL_STATUS];
export const MEAL_STATUS_LABELS: Record<MealKind, Record<MealStatus, string>> = {
  dine: { [-20]: '已关闭', [-10]: '已取消', 0: '待支付', 10: '待取餐', 20: '已取餐' },
  delivery: { [-20]: '已关闭', [-10]: '已取消', 0: '待支付', 10: '待送达', 20: '已送达' },
};

/** The payables the canteen registers with the pay family. */
export const CANTEEN_MEAL_PURPOSE = 'canteen_meal';
export const CANTEEN_BILL_PURPOSE = 'canteen_bill';

/** Most portions of one dish in one order, and most dishes in one order. */
export const MEAL_MAX_QUANTITY = 10;
export const MEAL_MAX_ITEMS = 20;

/** Collection codes: 12 characters of an alphabet without look-alikes (0/O, 1/I); bills: 16. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const COLLECT_CODE_LENGTH = 12;
export const BILL_CODE_LENGTH = 16;
/** What the order's QR code holds: the prefix tells the staff's scanner it is a canteen code. */
export const COLLECT_QR_PREFIX = 'CANTEEN:';

/** The QR text of a collection code. */
export const collectQrValue = (code: string): string => `${COLLECT_QR_PREFIX}${code}`;

/** A code as people read it: 'ABCD-EFGH-JKLM'. */
export const groupedCode = (code: string): string => code.replace(/(.{4})(?=.)/g, '$1-');

/**
 * A scanned or typed collection code, normalised (prefix, spaces and dashes dropped, upper case);
 * null when it cannot be one.
 */
export function parseCollectCode(text: string): string | null {
  let raw = text.trim();
  if (raw.toUpperCase().startsWith(COLLECT_QR_PREFIX)) raw = raw.slice(COLLECT_QR_PREFIX.length);
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== COLLECT_CODE_LENGTH) return null;
  for (const ch of code) if (!CODE_ALPHABET.includes(ch)) return null;
  return code;
}

const dateSchema = z.string({ error: '请选择日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
const idSchema = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);
const periodSchema = z.enum(MEAL_PERIODS, { error: '请选择餐次' });
const phoneSchema = z
  .string()
  .trim()
  .regex(/^\d{11}$/, '请输入11位手机号');

// ---------------------------------------------------------------------------------------------
// Canteens and menus.

export const mealPeriodSchema = z.object({
  code: z.enum(MEAL_PERIODS),
  name: z.string(),
  /** Serving window, 'HH:mm'. */
  serve_start: z.string(),
  serve_end: z.string(),
  /** Orders close this many minutes before serving starts (600 before 07:00: the evening before at 21:00). */
  cutoff_minutes: z.number().int(),
});
export type MealPeriodDef = z.infer<typeof mealPeriodSchema>;

export const canteenSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  description: z.string(),
  /** Fee of a meal sent to an address, or null when this canteen does not deliver. */
  delivery_fee_fen: z.number().int().nullable(),
  periods: z.array(mealPeriodSchema),
});
export type Canteen = z.infer<typeof canteenSchema>;
export const canteenListSchema = z.object({
  results: z.array(canteenSchema),
  /** The caller manages canteens (menus, stock, the collection scan, counter bills): an admin. */
  is_canteen_staff: z.boolean(),
});
export type CanteenList = z.infer<typeof canteenListSchema>;

export const menuItemSchema = z.object({
  id: z.string(),
  dish_id: z.string(),
  name: z.string(),
  description: z.string(),
  price_fen: z.number().int(),
  /** Portions offered, portions taken by orders (unpaid ones hold theirs), and what is left. */
  stock: z.number().int(),
  sold: z.number().int(),
  remaining: z.number().int(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuPeriodSchema = mealPeriodSchema.extend({
  /** When ordering for this date and period closes: ISO, and 'YYYY-MM-DD HH:mm' on the hub clock. */
  cutoff_at: z.string(),
  cutoff_time: z.string(),
  /** Orders are taken now (server time). */
  open: z.boolean(),
  items: z.array(menuItemSchema),
});
export type MenuPeriod = z.infer<typeof menuPeriodSchema>;

export const menuQuerySchema = z.object({ canteen_id: idSchema('请选择食堂'), date: dateSchema });
export const menuSchema = z.object({
  canteen: canteenSchema,
  date: z.string(),
  /** The hub date now, 'YYYY-MM-DD'. */
  today: z.string(),
  periods: z.array(menuPeriodSchema),
});
export type Menu = z.infer<typeof menuSchema>;

// ---------------------------------------------------------------------------------------------
// Meal orders.

export const mealOrderItemInputSchema = z.object({
  menu_item_id: idSchema('请选择菜品'),
  quantity: z
    .number({ error: '请输入份数' })
    .int('份数必须是整数')
    .min(1, '至少1份')
    .max(MEAL_MAX_QUANTITY, `每道菜最多${String(MEAL_MAX_QUANTITY)}份`),
});

export const mealOrderCreateSchema = z
  .object({
    canteen_id: idSchema('请选择食堂'),
    date: dateSchema,
    period: periodSchema,
    items: z
      .array(mealOrderItemInputSchema, { error: '请选择菜品' })
      .min(1, '请至少选择一道菜')
      .max(MEAL_MAX_ITEMS, `一次最多${String(MEAL_MAX_ITEMS)}道菜`),
    kind: z.enum(MEAL_KINDS, { error: '不支持的用餐方式' }).default('dine'),
    /** Where a sent meal goes (building and room). */
    address: z.string().trim().max(100, '地址不能超过100个字').optional(),
    contact_phone: phoneSchema.optional(),
    remark: z.string().trim().max(200, '备注不能超过200个字').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'delivery') return;
    if (!v.address) ctx.addIssue({ code: 'custom', path: ['address'], message: '请填写送餐地址' });
    if (!v.contact_phone) ctx.addIssue({ code: 'custom', path: ['contact_phone'], message: '请填写联系电话' });
  });
export type MealOrderCreate = z.input<typeof mealOrderCreateSchema>;

export const mealOrderLineSchema = z.object({
  menu_item_id: z.string(),
  name: z.string(),
  price_fen: z.number().int(),
  quantity: z.number().int(),
  amount_fen: z.number().int(),
});

export const REFUND_STATES = ['none', 'due', 'done'] as const;

export const mealOrderSchema = z.object({
  id: z.string(),
  kind: z.enum(MEAL_KINDS),
  kind_label: z.string(),
  canteen: z.object({ id: z.string(), name: z.string(), location: z.string() }),
  date: z.string(),
  period: z.enum(MEAL_PERIODS),
  period_name: z.string(),
  serve_start: z.string(),
  serve_end: z.string(),
  items: z.array(mealOrderLineSchema),
  items_fen: z.number().int(),
  delivery_fee_fen: z.number().int(),
  total_fen: z.number().int(),
  refunded_fen: z.number().int(),
  status: z.number().int(),
  status_label: z.string(),
  /** A cancelled paid order: its refund is on its way (due) or back (done). */
  refund_state: z.enum(REFUND_STATES),
  address: z.string().nullable(),
  contact_phone: z.string().nullable(),
  remark: z.string().nullable(),
  applicant: personRefSchema,
  /** The payment order that paid it, or null. */
  pay_order_id: z.string().nullable(),
  /** The collection code (its QR holds COLLECT_QR_PREFIX + code): to the orderer, while it waits to be collected. */
  collect_code: z.string().nullable(),
  cutoff_at: z.string(),
  cutoff_time: z.string(),
  /** The orderer may pay it now / cancel it now (server time). */
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
  created_time: z.string(),
  paid_time: z.string().nullable(),
  collected_time: z.string().nullable(),
  cancelled_time: z.string().nullable(),
  collected_by: personRefSchema.nullable(),
});
export type MealOrder = z.infer<typeof mealOrderSchema>;
export const mealOrderPageSchema = pageOf(mealOrderSchema);
export type MealOrderPage = z.infer<typeof mealOrderPageSchema>;

export const mealOrdersQuerySchema = pageQuerySchema.extend({
  kind: z.enum(MEAL_KINDS).optional(),
  status: queryIntSchema.optional(),
});

/** POST canteen/collect/: the staff's scan (the QR text) or the typed code. */
export const mealCollectSchema = z.object({
  code: z.string({ error: '请输入取餐码' }).trim().min(1, '请输入取餐码').max(64, '取餐码无效'),
});
export type MealCollect = z.input<typeof mealCollectSchema>;

// ---------------------------------------------------------------------------------------------
// Canteen staff: dishes, the day's menu and stock, the orders of a day, its summary.

export const dishSchema = z.object({ id: z.string(), name: z.string(), description: z.string(), price_fen: z.number().int() });
export type Dish = z.infer<typeof dishSchema>;
export const dishesQuerySchema = z.object({ canteen_id: idSchema('请选择食堂') });

const stockSchema = z.number({ error: '请输入库存份数' }).int('库存必须是整数').min(0, '库存不能小于0').max(9999, '库存不能超过9999份');
const priceSchema = z
  .number({ error: '请输入价格（分）' })
  .int('价格必须是整数（分）')
  .min(1, '价格必须大于0')
  .max(100_000, '价格不能超过1000元');

export const menuItemCreateSchema = z.object({
  canteen_id: idSchema('请选择食堂'),
  date: dateSchema,
  period: periodSchema,
  dish_id: idSchema('请选择菜品'),
  stock: stockSchema,
  /** Default: the dish's price. */
  price_fen: priceSchema.optional(),
});
export type MenuItemCreate = z.input<typeof menuItemCreateSchema>;
export const menuItemUpdateSchema = z.object({ stock: stockSchema });
export type MenuItemUpdate = z.input<typeof menuItemUpdateSchema>;

export const staffOrdersQuerySchema = pageQuerySchema.extend({
  canteen_id: idSchema('请选择食堂'),
  date: dateSchema,
  period: periodSchema.optional(),
  kind: z.enum(MEAL_KINDS).optional(),
  status: queryIntSchema.optional(),
});

export const daySummaryQuerySchema = z.object({ canteen_id: idSchema('请选择食堂'), date: dateSchema });
export const daySummarySchema = z.object({
  canteen: z.object({ id: z.string(), name: z.string() }),
  date: z.string(),
  periods: z.array(
    z.object({
      code: z.enum(MEAL_PERIODS),
      name: z.string(),
      /** Paid portions per dish (what the kitchen prepares), collected orders, orders to collect. */
      dishes: z.array(z.object({ name: z.string(), portions: z.number().int() })),
      orders: z.number().int(),
      collected: z.number().int(),
      to_collect: z.number().int(),
      delivery: z.number().int(),
    }),
  ),
  /** Money of this day's meal orders: paid, refunded, net (fen). */
  paid_fen: z.number().int(),
  refunded_fen: z.number().int(),
  net_fen: z.number().int(),
});
export type DaySummary = z.infer<typeof daySummarySchema>;

// ---------------------------------------------------------------------------------------------
// Counter bills (/payMeal).

export const BILL_STATUS = { void: -10, unpaid: 0, paid: 10 } as const;
export const BILL_STATUS_LABELS: Record<number, string> = { [-10]: '已作废', 0: '待支付', 10: '已支付' };
/** A counter bill can be paid this long after it was made. */
export const BILL_VALID_MINUTES = 30;

export const billCreateSchema = z.object({
  canteen_id: idSchema('请选择食堂'),
  amount_fen: priceSchema,
  note: z.string().trim().max(100, '说明不能超过100个字').optional(),
});
export type BillCreate = z.input<typeof billCreateSchema>;

export const billSchema = z.object({
  id: z.string(),
  code: z.string(),
  canteen: z.object({ id: z.string(), name: z.string() }),
  amount_fen: z.number().int(),
  note: z.string(),
  status: z.number().int(),
  status_label: z.string(),
  /** The app path the bill's QR code opens: /payMeal?code=... */
  pay_path: z.string(),
  created_time: z.string(),
  expires_time: z.string(),
  paid_time: z.string().nullable(),
  paid_by: personRefSchema.nullable(),
});
export type Bill = z.infer<typeof billSchema>;

export const publicBillSchema = z.object({
  code: z.string(),
  company_name: z.string(),
  canteen_name: z.string(),
  amount_fen: z.number().int(),
  note: z.string(),
  status: z.number().int(),
  status_label: z.string(),
  expired: z.boolean(),
  created_time: z.string(),
  expires_time: z.string(),
  paid_time: z.string().nullable(),
  company_id: z.string(),
});
export type PublicBill = z.infer<typeof publicBillSchema>;
export const billCodeParamsSchema = z.object({ code: z.string() });

// ---------------------------------------------------------------------------------------------
// Group and guest meals on the workflow (order type `canteen`).

export const CANTEEN_ORDER_TYPE = 'canteen';
export const CANTEEN_APPLY_KINDS = ['group', 'guest'] as const;
export type CanteenApplyKind = (typeof CANTEEN_APPLY_KINDS)[number];
export const CANTEEN_APPLY_KIND_NAMES: Record<CanteenApplyKind, string> = { group: '团体用餐', guest: '客餐' };

export const canteenApplySchema = z.object({
  canteen_id: idSchema('请选择食堂'),
  date: dateSchema,
  period: periodSchema,
  kind: z.enum(CANTEEN_APPLY_KINDS, { error: '请选择用餐类型' }),
  diners: z.number({ error: '请输入用餐人数' }).int('人数必须是整数').min(1, '至少1人').max(500, '人数不能超过500'),
  /** Standard per person, fen. */
  standard_fen: z
    .number({ error: '请输入餐标' })
    .int('餐标必须是整数（分）')
    .min(100, '餐标不能低于1元')
    .max(100_000, '餐标不能超过1000元'),
  reason: z.string({ error: '请填写用餐事由' }).trim().min(1, '请填写用餐事由').max(200, '事由不能超过200个字'),
  contact_phone: phoneSchema.optional(),
});
export type CanteenApply = z.input<typeof canteenApplySchema>;

/** The `data` of a canteen order (what the approval detail shows). */
export const canteenApplyDataSchema = z.object({
  canteen_id: z.string(),
  canteen_name: z.string(),
  date: z.string(),
  period: z.enum(MEAL_PERIODS),
  period_name: z.string(),
  kind: z.enum(CANTEEN_APPLY_KINDS),
  kind_name: z.string(),
  diners: z.number().int(),
  standard_fen: z.number().int(),
  total_fen: z.number().int(),
  reason: z.string(),
  contact_phone: z.string().nullable(),
});
export type CanteenApplyData = z.infer<typeof canteenApplyDataSchema>;

const tags = ['canteen'] as const;

/** The canteen family's operations (under /9077/api/canteen/). */
export const canteenEndpoints = {
  canteens: defineEndpoint({
    method: 'GET',
    operationId: 'canteen.canteens',
    path: '/canteen/canteens/',
    tags,
    summary: '食堂列表',
    description: "The company's canteens with their meal periods, and whether the caller manages canteens (an admin).",
    auth: 'required',
    response: { 200: canteenListSchema },
  }),
  menu: defineEndpoint({
    method: 'GET',
    operationId: 'canteen.menu',
    path: '/canteen/menu/',
    tags,
    summary: '某日菜单（按餐次，含库存与截止时间）',
    description: "A canteen's menu of one date: per meal period its cut-off (server time) and dishes with price and portions left.",
    auth: 'required',
    query: menuQuerySchema,
    response: { 200: menuSchema },
  }),
  createOrder: defineEndpoint({
    method: 'POST',
    operationId: 'canteen.createOrder',
    path: '/canteen/orders/',
    tags,
    summary: '订餐（截止前；占用库存，待支付）',
    description:
      'Orders dishes of a date and period before its cut-off: the portions are taken from stock in one transaction (never beyond it) and the order waits for payment (pay/orders with purpose canteen_meal). After the cut-off: 400 with the time it closed.',
    auth: 'required',
    body: mealOrderCreateSchema,
    response: { 201: mealOrderSchema },
  }),
  listOrders: defineEndpoint({
    method: 'GET',
    operationId: 'canteen.listOrders',
    path: '/canteen/orders/',
    tags,
    summary: '我的订餐（分页，新的在前）',
    description: "The caller's meal orders, newest first (`kind`, `status` filter).",
    auth: 'required',
    query: mealOrdersQuerySchema,
    response: { 200: mealOrderPageSchema },
  }),
  getOrder: defineEndpoint({
    method: 'GET',
    operationId: 'canteen.getOrder',
    path: '/canteen/orders/:id/',
    tags,
    summary: '订餐详情（含取餐码）',
    description:
      'One meal order, to its orderer (with the collection code while it waits to be collected) or canteen staff; 404 otherwise.',
    auth: 'required',
    params: idParamsSchema,
    response: { 200: mealOrderSchema },
  }),
  cancelOrder: defineEndpoint({
    method: 'POST',
    operationId: 'canteen.cancelOrder',
    path: '/canteen/orders/:id/cancel/',
    tags,
    summary: '取消订餐（截止前，已付款的全额退款）',
    description:
      'The orderer cancels before the cut-off: the portions go back to stock and a paid order is refunded in full through its provider.',
    auth: 'required',
    params: idParamsSchema,
    response: { 200: mealOrderSchema },
  }),
  collect: defineEndpoint({
    method: 'POST',
    operationId: 'canteen.collect',
    path: '/canteen/collect/',
    tags,
    summary: '扫码取餐/送达确认（食堂工作人员）',
    description:
      "Canteen staff (admin) scan an order's QR code (or type its code): a paid order of today is marked collected, at most once (of simultaneous scans exactly one succeeds).",
    auth: 'required',
    body: mealCollectSchema,
    response: { 200: mealOrderSchema },
  }),
  dishes: defineEndpoint({
    method: 'GET',
    operationId: 'canteen.dishes',
    path: '/canteen/staff/dishes/',
    tags,
    summary: '菜品库（食堂工作人员）',
    description: "A canteen's dishes, for adding them to a day's menu (admin).",
    auth: 'required',
    query: dishesQuerySchema,
    response: { 200: z.array(dishSchema) },
  }),
  addMenuItem: defineEndpoint({
    method: 'POST',
    operationId: 'canteen.addMenuItem',
    path: '/canteen/staff/menu_items/',
    tags,
    summary: '把菜品加入某日某餐次菜单（食堂工作人员）',
    description: 'Admin: puts a dish on the menu of a date and period with its stock (a dish already on it: 400).',
    auth: 'required',
    body: menuItemCreateSchema,
    response: { 201: menuItemSchema },
  }),
  updateMenuItem: defineEndpoint({
    method: 'PUT',
    operationId: 'canteen.updateMenuItem',
    path: '/canteen/staff/menu_items/:id/',
    tags,
    summary: '修改库存（食堂工作人员）',
    description: 'Admin: sets the portions offered; never below the portions already ordered (checked in the same statement).',
    auth: 'required',
    params: idParamsSchema,
    body: menuItemUpdateSchema,
    response: { 200: menuItemSchema },
  }),
  staffOrders: defineEndpoint({
    method: 'GET',
    operationId: 'canteen.staffOrders',
    path: '/canteen/staff/orders/',
    tags,
    summary: '某日订单（食堂工作人员）',
    description: "Admin: a canteen's meal orders of one date (period, kind, status filter): the kitchen's and the delivery list.",
    auth: 'required',
    query: staffOrdersQuerySchema,
    response: { 200: mealOrderPageSchema },
  }),
  summary: defineEndpoint({
    method: 'GET',
    operationId: 'canteen.summary',
    path: '/canteen/staff/summary/',
    tags,
    summary: '备餐汇总与收款（食堂工作人员）',
    description:
      "Admin: a canteen's day: paid portions per dish and period, collected and waiting orders, and the money paid, refunded and net.",
    auth: 'required',
    query: daySummaryQuerySchema,
    response: { 200: daySummarySchema },
  }),
  createBill: defineEndpoint({
    method: 'POST',
    operationId: 'canteen.createBill',
    path: '/canteen/staff/bills/',
    tags,
    summary: '生成收款码（食堂工作人员）',
    description: `Admin: a counter bill of an amount; its QR code opens /payMeal?code=..., payable once within ${String(BILL_VALID_MINUTES)} minutes.`,
    auth: 'required',
    body: billCreateSchema,
    response: { 201: billSchema },
  }),
  getBill: defineEndpoint({
    method: 'GET',
    operationId: 'canteen.getBill',
    path: '/canteen/staff/bills/:id/',
    tags,
    summary: '收款码状态（食堂工作人员）',
    description: 'Admin: one counter bill and whether it is paid.',
    auth: 'required',
    params: idParamsSchema,
    response: { 200: billSchema },
  }),
  publicBill: defineEndpoint({
    method: 'GET',
    operationId: 'canteen.publicBill',
    path: '/canteen/public/bills/:code/',
    tags,
    summary: '餐费账单（扫码打开，无需登录）',
    description:
      "A counter bill as its QR link shows it (no login: the code is the secret): canteen, amount, note, whether it is paid. Paying needs a login to the bill's company (pay/orders with purpose canteen_bill, ref_id = code).",
    auth: 'none',
    params: billCodeParamsSchema,
    response: { 200: publicBillSchema },
  }),
  apply: defineEndpoint({
    method: 'POST',
    operationId: 'canteen.apply',
    path: '/canteen/applications/',
    tags,
    summary: '团体用餐/客餐申请（审批流）',
    description:
      "Submits a group or guest meal application (order type canteen) on the company's configured approval chain; after approval the canteen prepares it.",
    auth: 'required',
    body: canteenApplySchema,
    response: { 201: orderDetailSchema },
  }),
};
