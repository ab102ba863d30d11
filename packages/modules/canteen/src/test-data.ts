import type { Canteen, MealOrder, Menu, MenuPeriod, PublicBill } from '@campus/contracts';

/** Test fixtures as the server answers them (amounts in fen, hub dates and times). */
export const canteen = (over: Partial<Canteen> = {}): Canteen => ({
  id: 'c1',
  name: '第一食堂',
  location: '行政楼一层',
  description: '家常菜',
  delivery_fee_fen: 300,
  periods: [
    { code: 'breakfast', name: '早餐', serve_start: '07:00', serve_end: '09:00', cutoff_minutes: 660 },
    { code: 'lunch', name: '午餐', serve_start: '11:30', serve_end: '13:00', cutoff_minutes: 90 },
    { code: 'dinner', name: '晚餐', serve_start: '17:30', serve_end: '19:00', cutoff_minutes: 90 },
  ],
  ...over,
});

export const period = (code: MenuPeriod['code'], over: Partial<MenuPeriod> = {}): MenuPeriod => ({
  code,
  name: { breakfast: '早餐', lunch: '午餐', dinner: '晚餐' }[code],
  serve_start: '11:30',
  serve_end: '13:00',
  cutoff_minutes: 90,
  cutoff_at: '2099-05-07T02:00:00.000Z',
  cutoff_time: '2099-05-07 10:00',
  open: true,
  items: [],
  ...over,
});

export const menu = (periods: MenuPeriod[], over: Partial<Menu> = {}): Menu => ({
  canteen: canteen(),
  date: '2099-05-07',
  today: '2099-05-06',
  periods,
  ...over,
});

export const item = (id: string, name: string, price_fen: number, remaining = 10) => ({
  id,
  dish_id: `d-${id}`,
  name,
  description: '',
  price_fen,
  stock: remaining,
  sold: 0,
  remaining,
});

export const meal = (id: string, over: Partial<MealOrder> = {}): MealOrder => ({
  id,
  kind: 'dine',
  kind_label: '堂食/自取',
  canteen: { id: 'c1', name: '第一食堂', location: '行政楼一层' },
  date: '2099-05-07',
  period: 'lunch',
  period_name: '午餐',
  serve_start: '11:30',
  serve_end: '13:00',
  items: [{ menu_item_id: 'm1', name: '红烧肉', price_fen: 1800, quantity: 2, amount_fen: 3600 }],
  items_fen: 3600,
  delivery_fee_fen: 0,
  total_fen: 3600,
  refunded_fen: 0,
  status: 10,
  status_label: '待取餐',
  refund_state: 'none',
  address: null,
  contact_phone: null,
  remark: null,
  applicant: { id: 's1', name: '普通员工' },
  pay_order_id: 'p1',
  collect_code: 'ABCDEFGHJKLM',
  cutoff_at: '2099-05-07T02:00:00.000Z',
  cutoff_time: '2099-05-07 10:00',
  can_pay: false,
  can_cancel: true,
  created_time: '2099-05-06 18:00:00',
  paid_time: '2099-05-06 18:01:00',
  collected_time: null,
  cancelled_time: null,
  collected_by: null,
  ...over,
});

export const bill = (over: Partial<PublicBill> = {}): PublicBill => ({
  code: 'BILLCODE23456789',
  company_id: 'co1',
  company_name: '演示单位',
  canteen_name: '第一食堂',
  amount_fen: 1500,
  note: '客餐一份',
  status: 0,
  status_label: '待支付',
  expired: false,
  created_time: '2099-05-06 12:00:00',
  expires_time: '2099-05-06 12:30:00',
  paid_time: null,
  ...over,
});
