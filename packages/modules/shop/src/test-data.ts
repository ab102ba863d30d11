import type { Coupon, Goods, QuoteCoupon, ShopOrder, ShopQuote } from '@campus/contracts';

/** Test answers of the shop endpoints (amounts in fen). */
export function goods(id: string, over: Partial<Goods> = {}): Goods {
  return {
    id,
    shop: { id: 's1', name: '园区便利店', kind: 'retail' },
    category: null,
    name: `商品${id}`,
    scene: 'shop',
    scene_label: '商品',
    price_fen: 1200,
    member_price_fen: null,
    unit: '杯',
    stock: 20,
    sold_count: 0,
    description: '',
    pictures: [],
    on_sale: true,
    low_stock: false,
    ...over,
  };
}

export function coupon(id: string, name: string, over: Partial<Coupon> = {}): Coupon {
  return {
    id,
    name,
    issuer: 'shop',
    shop: { id: 's1', name: '园区便利店' },
    amount_off_fen: 800,
    min_spend_fen: 3000,
    target: 'personal',
    target_label: '每人',
    period: 20,
    period_label: '每周',
    period_days: null,
    uses_per_period: 1,
    limit_text: '每人每周限用1次',
    valid_from: '2026-11-01',
    valid_to: '2027-05-01',
    total_quantity: null,
    used_count: 0,
    active: true,
    departments: [],
    used_this_period: 0,
    usable: true,
    unusable_reason: null,
    ...over,
  };
}

export function quote(over: Partial<ShopQuote> = {}): ShopQuote {
  const best: QuoteCoupon = { coupon: coupon('c-shop', '便利店满30减8'), discount_fen: 800, usable: true, reason: null };
  const other: QuoteCoupon = {
    coupon: coupon('c-company', '园区通用券', { issuer: 'company', shop: null, amount_off_fen: 500, min_spend_fen: 2000 }),
    discount_fen: 500,
    usable: true,
    reason: null,
  };
  return {
    shop: { id: 's1', name: '园区便利店', kind: 'retail' },
    lines: [
      {
        goods_id: 'g1',
        name: '鲜榨橙汁',
        unit: '杯',
        unit_price_fen: 1200,
        list_price_fen: 1200,
        quantity: 3,
        amount_fen: 3600,
        stock: 20,
        picture: null,
      },
    ],
    is_member: false,
    member_saving_fen: 0,
    subtotal_fen: 3600,
    coupons: [best, other],
    coupon_id: 'c-shop',
    discount_fen: 800,
    total_fen: 2800,
    ...over,
  };
}

export function order(id: string, over: Partial<ShopOrder> = {}): ShopOrder {
  return {
    id,
    order_no: 'S2611250001',
    shop: { id: 's1', name: '园区便利店', kind: 'retail', phone: '0571-1', address: '1号楼' },
    scene: 'shop',
    scene_label: '商品',
    buyer: { id: 'b1', name: '巡检员' },
    status: 'created',
    status_label: '待支付',
    lines: [{ goods_id: 'g1', name: '鲜榨橙汁', unit: '杯', unit_price_fen: 1200, quantity: 3, amount_fen: 3600, picture: null }],
    subtotal_fen: 3600,
    discount_fen: 800,
    total_fen: 2800,
    coupon: { id: 'c-shop', name: '便利店满30减8' },
    remark: '',
    address: '',
    repair: null,
    pickup_code: '123456',
    share_code: null,
    created_time: '2026-11-25 10:00:00',
    paid_time: null,
    completed_time: null,
    can: { pay: true, cancel: true, complete: false, refund: false },
    ...over,
  };
}
