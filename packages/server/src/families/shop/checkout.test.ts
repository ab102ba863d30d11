import { beforeAll, expect, it } from 'vitest';
import {
  couponPageSchema,
  couponSchema,
  endpointUrl,
  goodsSchema,
  payEndpoints,
  payOrderSchema,
  payQuoteSchema,
  publicShopOrderSchema,
  shopEndpoints,
  shopOrderPageSchema,
  shopOrderSchema,
  shopQuoteSchema,
  SHOP_PAY_PURPOSE,
  walletSchema,
  type PayOrder,
  type ShopOrder,
} from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { seedCouponId, seedGoodsId, seedShopId } from './seed.ts';
import { expireUnpaidShopOrders } from './orders.ts';

const MERCHANT = '13800000006';
let seq = 0;
const key = (p = 'k') => `${p}-${String(Date.now())}-${String(++seq)}`;
const store = () => seedShopId(A.id, 'store');
const property = () => seedShopId(A.id, 'property');
const goods = (k: string) => seedGoodsId(A.id, k);

describeOnDatabase('shop checkout: prices in fen, coupons, stock, payment (issue 14)', (h) => {
  let admin: Client;
  let merchant: Client;
  let buyer: Client; // 巡检员, 保卫部
  let it1: Client; // 普通员工, 信息中心
  let it2: Client; // 微信员工 is the merchant; 信息中心's other member
  beforeAll(async () => {
    admin = await clientOf(h(), A.id);
    merchant = await clientOf(h(), A.id, MERCHANT);
    buyer = await clientOf(h(), A.id, '13800000001');
    it1 = await clientOf(h(), A.id, '13800000005');
    it2 = merchant;
  });

  const quote = async (c: Client, body: object) => {
    const res = await c.post(shopEndpoints.quote.url, body);
    expect(res.statusCode, res.body).toBe(200);
    return shopQuoteSchema.parse(res.json());
  };
  const checkout = (c: Client, body: object) =>
    c.post(shopEndpoints.checkout.url, { shop_id: store(), scene: 'shop', client_key: key('co'), ...body });
  const order = (res: { json: () => unknown }): ShopOrder => shopOrderSchema.parse(res.json());
  const stockOf = async (k: string) =>
    goodsSchema.parse((await admin.get(endpointUrl(shopEndpoints.getGoods, { id: goods(k) }))).json()).stock;
  const pay = async (c: Client, o: ShopOrder, provider = 'sandbox'): Promise<PayOrder> => {
    const created = await c.post(payEndpoints.createOrder.url, {
      purpose: SHOP_PAY_PURPOSE,
      ref_id: o.id,
      provider,
      client_key: key('pay'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const p = payOrderSchema.parse(created.json());
    if (provider === 'balance') return payOrderSchema.parse((await c.post(endpointUrl(payEndpoints.payFromBalance, { id: p.id }))).json());
    const token = p.pay_params?.provider === 'sandbox' ? p.pay_params.token : '';
    const paid = await c.post(endpointUrl(payEndpoints.sandboxConfirm, { id: p.id }), { token, outcome: 'pay' });
    expect(paid.statusCode, paid.body).toBe(200);
    return payOrderSchema.parse(paid.json());
  };

  it('quote: subtotal in fen, the best usable coupon applied (满30减8 beats 园区通用券 5.00 on 36.50), others ranked with reasons', async () => {
    // juice 2 (24.00) + chips 1 (6.50) + water 3 (6.00) = 36.50
    const q = await quote(buyer, {
      shop_id: store(),
      items: [
        { goods_id: goods('juice'), quantity: 2 },
        { goods_id: goods('chips'), quantity: 1 },
        { goods_id: goods('water'), quantity: 3 },
      ],
    });
    expect(q.subtotal_fen).toBe(2 * 1200 + 650 + 3 * 200);
    expect(q.is_member).toBe(false);
    expect(q.coupon_id).toBe(seedCouponId(A.id, 'store'));
    expect(q.discount_fen).toBe(800);
    expect(q.total_fen).toBe(3650 - 800);
    expect(q.coupons.map((c) => [c.coupon.name, c.usable, c.discount_fen])).toEqual([
      ['便利店满30减8', true, 800],
      ['园区通用券', true, 500],
    ]);
    // chosen explicitly, or none
    expect((await quote(buyer, { shop_id: store(), items: [{ goods_id: goods('juice'), quantity: 2 }], coupon_id: null })).total_fen).toBe(
      2400,
    );
    const small = await quote(buyer, { shop_id: store(), items: [{ goods_id: goods('water'), quantity: 1 }] });
    expect(small).toMatchObject({ coupon_id: null, discount_fen: 0, total_fen: 200 });
    expect(
      small.coupons.every(
        (c) =>
          !c.usable &&
          c.reason === (c.coupon.min_spend_fen === 3000 ? '未达到使用门槛（满30.00元可用）' : '未达到使用门槛（满20.00元可用）'),
      ),
    ).toBe(true);
    const refused = await buyer.post(shopEndpoints.quote.url, {
      shop_id: store(),
      items: [{ goods_id: goods('water'), quantity: 1 }],
      coupon_id: seedCouponId(A.id, 'store'),
    });
    expect(refused.json()).toEqual({ coupon_id: ['未达到使用门槛（满30.00元可用）'] });
    // goods of another shop, an empty cart: field errors in Chinese
    expect(
      (await buyer.post(shopEndpoints.quote.url, { shop_id: store(), items: [{ goods_id: goods('tap'), quantity: 1 }] })).json(),
    ).toEqual({ items: ['商品不存在'] });
    expect((await buyer.post(shopEndpoints.quote.url, { shop_id: store(), items: [] })).json()).toEqual({ items: ['购物车是空的'] });
  });

  it('checkout -> pay with the sandbox: the order is paid, the stock taken, the coupon used once this week; the shop hands it over', async () => {
    const juiceBefore = await stockOf('juice');
    const res = await checkout(buyer, {
      items: [{ goods_id: goods('juice'), quantity: 3 }],
      coupon_id: seedCouponId(A.id, 'store'),
      remark: '少冰',
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = order(res);
    expect(placed).toMatchObject({
      status: 'created',
      status_label: '待支付',
      subtotal_fen: 3600,
      discount_fen: 800,
      total_fen: 2800,
      coupon: { name: '便利店满30减8' },
      remark: '少冰',
    });
    expect(placed.can).toMatchObject({ pay: true, cancel: true, complete: false });
    expect(placed.pickup_code).toMatch(/^\d{6}$/);
    expect(await stockOf('juice')).toBe(juiceBefore - 3);
    // issue 34: before paying, the purchase screen's preview names what is bought, the coupon, the total and
    // the order's own number; it holds nothing (a second look answers the same)
    const lines = [
      { name: '鲜榨橙汁', quantity: 3, unit_fen: 1200, amount_fen: 3600 },
      { name: '优惠券 便利店满30减8', quantity: 1, unit_fen: -800, amount_fen: -800 },
    ];
    for (let look = 0; look < 2; look++) {
      const preview = await buyer.get(endpointUrl(payEndpoints.quote, {}, { purpose: SHOP_PAY_PURPOSE, ref_id: placed.id }));
      expect(preview.statusCode, preview.body).toBe(200);
      expect(payQuoteSchema.parse(preview.json())).toEqual({
        purpose: SHOP_PAY_PURPOSE,
        ref_id: placed.id,
        subject: `园区便利店 订单 ${placed.order_no}`,
        order_no: placed.order_no,
        items: lines,
        amount_fen: 2800,
      });
    }
    // another's order is not previewed
    expect((await it1.get(endpointUrl(payEndpoints.quote, {}, { purpose: SHOP_PAY_PURPOSE, ref_id: placed.id }))).json()).toEqual({
      ref_id: ['订单不存在'],
    });
    // the pay service prices it from the order, never from the client; the payment keeps its lines and number
    const paid = await pay(buyer, placed);
    expect(paid).toMatchObject({
      status: 'paid',
      amount_fen: 2800,
      purpose: SHOP_PAY_PURPOSE,
      subject: expect.stringContaining('园区便利店'),
      order_no: placed.order_no,
      items: lines,
    });
    const after = order(await buyer.get(endpointUrl(shopEndpoints.getOrder, { id: placed.id })));
    expect(after).toMatchObject({ status: 'paid', status_label: '待取货', can: { pay: false, cancel: false } });
    // the coupon's week is used up for this buyer
    const mine = couponPageSchema.parse((await buyer.get(shopEndpoints.listCoupons.url)).json());
    expect(mine.results.find((c) => c.name === '便利店满30减8')).toMatchObject({
      usable: false,
      used_this_period: 1,
      unusable_reason: '本期使用次数已用完',
      limit_text: '每人每周限用1次',
    });
    const again = await checkout(buyer, { items: [{ goods_id: goods('juice'), quantity: 3 }], coupon_id: seedCouponId(A.id, 'store') });
    expect(again.json()).toEqual({ coupon_id: ['本期使用次数已用完'] });
    // the merchant sees it among his shop's orders and hands it over
    const shopOrders = shopOrderPageSchema.parse(
      (await merchant.get(endpointUrl(shopEndpoints.listOrders, {}, { as: 'shop', status: 'paid' }))).json(),
    );
    expect(shopOrders.results.some((o) => o.id === placed.id && o.can.complete)).toBe(true);
    const done = await merchant.post(endpointUrl(shopEndpoints.completeOrder, { id: placed.id }));
    expect(order(done)).toMatchObject({ status: 'completed', status_label: '已完成' });
    expect((await merchant.post(endpointUrl(shopEndpoints.completeOrder, { id: placed.id }))).json()).toEqual({
      non_field_errors: ['只有待取货的订单可以完成'],
    });
    // a plain staff cannot see it
    expect((await it1.get(endpointUrl(shopEndpoints.getOrder, { id: placed.id }))).statusCode).toBe(404);
  });

  it('member prices: a member pays 1.80 for water and the saving is shown; idempotent checkout by client key', async () => {
    const m = await it1.post(shopEndpoints.createMember.url, { name: '普通员工', phone: '13800000005', agree: true });
    expect(m.statusCode, m.body).toBe(201);
    expect((await it1.post(shopEndpoints.createMember.url, { name: '普通员工', phone: '13800000005', agree: true })).json()).toEqual({
      non_field_errors: ['您已是会员'],
    });
    const q = await quote(it1, { shop_id: store(), items: [{ goods_id: goods('water'), quantity: 10 }], coupon_id: null });
    expect(q).toMatchObject({ is_member: true, subtotal_fen: 1800, member_saving_fen: 200, total_fen: 1800 });
    expect(q.lines[0]).toMatchObject({ unit_price_fen: 180, list_price_fen: 200, amount_fen: 1800 });
    const client_key = key('same');
    const body = { shop_id: store(), scene: 'shop', items: [{ goods_id: goods('water'), quantity: 1 }], coupon_id: null, client_key };
    const first = await it1.post(shopEndpoints.checkout.url, body);
    const second = await it1.post(shopEndpoints.checkout.url, body);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(order(second).id).toBe(order(first).id);
  });

  it('race: 50 concurrent checkouts with one coupon use it once (spec 3 period: once a month per person)', async () => {
    const couponId = seedCouponId(A.id, 'company');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => checkout(buyer, { items: [{ goods_id: goods('water'), quantity: 10 }], coupon_id: couponId })),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(1);
    expect(order(ok[0] as never)).toMatchObject({ subtotal_fen: 2000, discount_fen: 500, total_fen: 1500 });
    expect(results.filter((r) => r.statusCode === 400).map((r) => r.json())).toEqual(Array(49).fill({ coupon_id: ['本期使用次数已用完'] }));
    const coupon = couponPageSchema.parse((await admin.get(shopEndpoints.manageCoupons.url)).json()).results.find((c) => c.id === couponId);
    expect(coupon?.used_count).toBe(1);
  });

  it('race: 50 buyers after the last 3 items: exactly 3 orders, stock 0, the rest 库存不足', async () => {
    // the detergent starts at 3
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        checkout([buyer, it1, admin][i % 3] as Client, { items: [{ goods_id: goods('detergent'), quantity: 1 }], coupon_id: null }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(
      results
        .filter((r) => r.statusCode === 400)
        .every((r) => JSON.stringify(r.json()) === JSON.stringify({ items: ['「洗衣液 2kg」库存不足'] })),
    ).toBe(true);
    expect(await stockOf('detergent')).toBe(0);
  });

  it('a department coupon (spec 3 Target other than personal) is shared by the department: 2 a day for 信息中心', async () => {
    const couponId = seedCouponId(A.id, 'department');
    const buy = (c: Client) =>
      c.post(shopEndpoints.checkout.url, {
        shop_id: property(),
        scene: 'repair',
        items: [{ goods_id: goods('bulb'), quantity: 1 }],
        coupon_id: couponId,
        repair: { room: '3号楼 502', description: '卧室灯不亮' },
        client_key: key('dept'),
      });
    const first = await buy(it1);
    expect(first.statusCode, first.body).toBe(201);
    // the coupon (10.00) covers most of the bulb (12.90)
    expect(order(first)).toMatchObject({ total_fen: 290, discount_fen: 1000, scene: 'repair', repair: { room: '3号楼 502' } });
    expect((await buy(it2)).statusCode).toBe(201);
    // the department's two uses of today are gone, whoever asks next
    expect((await buy(it1)).json()).toEqual({ coupon_id: ['本期使用次数已用完'] });
    // 保卫部 is not in its audience
    expect((await buy(buyer)).json()).toEqual({ coupon_id: ['您不在该优惠券的适用范围内'] });
    // repair orders need the repair details
    const noDetails = await it1.post(shopEndpoints.checkout.url, {
      shop_id: property(),
      scene: 'repair',
      items: [{ goods_id: goods('bulb'), quantity: 1 }],
      coupon_id: null,
      client_key: key('x'),
    });
    expect(noDetails.json()).toEqual({ repair: ['请填写维修/装修信息'] });
  });

  it('cancel: an unpaid order gives its stock and coupon back; an open payment is closed with it', async () => {
    const before = await stockOf('bento');
    const placed = order(
      await checkout(it1, { scene: 'takeaway', address: '研发楼 3 层', items: [{ goods_id: goods('bento'), quantity: 2 }] }),
    );
    // the best coupon applied (coupon_id absent): member price 16.00 × 2 = 32.00, 满30减8 beats 园区通用券
    expect(placed).toMatchObject({ subtotal_fen: 3200, discount_fen: 800, total_fen: 2400, coupon: { name: '便利店满30减8' } });
    expect(await stockOf('bento')).toBe(before - 2);
    const created = await it1.post(payEndpoints.createOrder.url, {
      purpose: SHOP_PAY_PURPOSE,
      ref_id: placed.id,
      provider: 'sandbox',
      client_key: key('p'),
    });
    expect(created.statusCode).toBe(201);
    const cancelled = order(await it1.post(endpointUrl(shopEndpoints.cancelOrder, { id: placed.id })));
    expect(cancelled).toMatchObject({ status: 'cancelled', status_label: '已取消' });
    expect(await stockOf('bento')).toBe(before);
    const payOrder = payOrderSchema.parse(
      (await it1.get(endpointUrl(payEndpoints.getOrder, { id: payOrderSchema.parse(created.json()).id }))).json(),
    );
    expect(payOrder.status).toBe('closed');
    // the coupon is usable again this week
    const coupons = couponPageSchema.parse((await it1.get(shopEndpoints.listCoupons.url)).json());
    expect(coupons.results.find((c) => c.name === '便利店满30减8')).toMatchObject({ usable: true, used_this_period: 0 });
    // takeaway needs an address; only the buyer cancels
    expect((await checkout(it1, { scene: 'takeaway', items: [{ goods_id: goods('bento'), quantity: 1 }] })).json()).toEqual({
      address: ['请填写送达地址'],
    });
    expect((await it1.post(endpointUrl(shopEndpoints.cancelOrder, { id: placed.id }))).json()).toEqual({
      non_field_errors: ['只有待支付的订单可以取消'],
    });
  });

  it('refund: the shop refunds a paid order in full through the pay service; wallet, stock and coupon come back', async () => {
    const wallet = async () => walletSchema.parse((await it1.get(payEndpoints.wallet.url)).json()).balance_fen;
    const before = await wallet();
    const stock = await stockOf('coffee');
    const placed = order(await checkout(it1, { items: [{ goods_id: goods('coffee'), quantity: 2 }] }));
    expect(placed).toMatchObject({ subtotal_fen: 3000, discount_fen: 800, total_fen: 2200 });
    const paid = await pay(it1, placed, 'balance');
    expect(paid.status).toBe('paid');
    expect(await wallet()).toBe(before - 2200);
    // a plain staff may not refund; the merchant may
    expect((await buyer.post(endpointUrl(shopEndpoints.refundOrder, { id: placed.id }), { reason: '缺货' })).statusCode).toBe(404);
    const refunded = order(await merchant.post(endpointUrl(shopEndpoints.refundOrder, { id: placed.id }), { reason: '缺货' }));
    expect(refunded).toMatchObject({ status: 'refunded', status_label: '已退款' });
    expect(await wallet()).toBe(before);
    expect(await stockOf('coffee')).toBe(stock);
    expect(
      couponPageSchema.parse((await it1.get(shopEndpoints.listCoupons.url)).json()).results.find((c) => c.name === '便利店满30减8')
        ?.used_this_period,
    ).toBe(0);
  });

  it('the unpaid-order sweep cancels an order without a payment after 30 minutes; the share link (/pmcOrder) shows a repair order without login', async () => {
    const stock = await stockOf('tap');
    const placed = order(
      await it1.post(shopEndpoints.checkout.url, {
        shop_id: property(),
        scene: 'repair',
        items: [{ goods_id: goods('tap'), quantity: 1 }],
        coupon_id: null,
        repair: { room: '2号楼 101', description: '厨房水龙头漏水', expected_time: '周六上午' },
        client_key: key('tap'),
      }),
    );
    expect(placed.share_code).toMatch(/^[\w-]{20,}$/);
    const url = endpointUrl(shopEndpoints.publicOrder, { id: placed.id }, { code: placed.share_code ?? '' });
    const open = await h().app.inject({ method: 'GET', url });
    expect(open.statusCode, open.body).toBe(200);
    expect(publicShopOrderSchema.parse(open.json())).toMatchObject({
      buyer_name: '普***',
      status_label: '待支付',
      total_fen: 4500,
      repair: { room: '2号楼 101', expected_time: '周六上午' },
      shop: { name: '物业服务中心' },
    });
    expect(
      (await h().app.inject({ method: 'GET', url: endpointUrl(shopEndpoints.publicOrder, { id: placed.id }, { code: 'guess' }) }))
        .statusCode,
    ).toBe(404);
    // 31 minutes later
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await expireUnpaidShopOrders(h().db.handle.db, later, h().app.log)).toBeGreaterThanOrEqual(1);
    expect(order(await it1.get(endpointUrl(shopEndpoints.getOrder, { id: placed.id }))).status).toBe('cancelled');
    expect(await stockOf('tap')).toBe(stock);
  });

  it('coupons: a merchant issues one for his shop (fen, period 70 with days); only admins issue company coupons', async () => {
    const res = await merchant.post(shopEndpoints.createCoupon.url, {
      name: '十日一券',
      amount_off_fen: 300,
      min_spend_fen: 1000,
      period: 70,
      period_days: 10,
      uses_per_period: 1,
      valid_from: '2026-01-01',
      valid_to: '2099-12-31',
      total_quantity: 100,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(couponSchema.parse(res.json())).toMatchObject({
      issuer: 'shop',
      shop: { name: '园区便利店' },
      period_label: '其他',
      limit_text: '每人每10天限用1次',
    });
    const bad = await merchant.post(shopEndpoints.createCoupon.url, {
      name: 'x',
      amount_off_fen: 0.5,
      period: 15,
      valid_from: '2026-02-30',
      valid_to: '2026-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      amount_off_fen: ['优惠金额必须是整数（分）'],
      period: ['请选择使用周期'],
      valid_from: ['生效日期无效'],
    });
    const company = await admin.post(shopEndpoints.createCoupon.url, {
      name: '全员券',
      amount_off_fen: 100,
      period: 0,
      valid_from: '2026-01-01',
      valid_to: '2099-12-31',
    });
    expect(couponSchema.parse(company.json())).toMatchObject({ issuer: 'company', limit_text: '每人不限次数' });
    // switched off: no longer offered
    const off = await admin.put(endpointUrl(shopEndpoints.updateCoupon, { id: couponSchema.parse(company.json()).id }), { active: false });
    expect(couponSchema.parse(off.json()).active).toBe(false);
    expect(couponPageSchema.parse((await buyer.get(shopEndpoints.listCoupons.url)).json()).results.some((c) => c.name === '全员券')).toBe(
      false,
    );
  });

  it('issue 33: the managers’ coupons: an admin’s are every coupon of the company, a merchant’s his shop’s, newest first and paged', async () => {
    const list = async (c: Client, query: Record<string, number> = {}) => {
      const res = await c.get(endpointUrl(shopEndpoints.manageCoupons, {}, query));
      expect(res.statusCode, res.body).toBe(200);
      return couponPageSchema.parse(res.json());
    };
    const all = await list(admin, { page_size: 100 });
    const ids = all.results.map((c) => c.id);
    // the seeded three were issued at the same time: ties go by id, the greatest first
    const seeded = ['company', 'store', 'department'].map((k) => seedCouponId(A.id, k));
    expect(ids.filter((id) => seeded.includes(id))).toEqual([...seeded].sort().reverse());
    expect(all.count).toBe(ids.length);
    expect(all.results.find((c) => c.id === seedCouponId(A.id, 'department'))).toMatchObject({
      shop: { id: property(), name: '物业服务中心' },
      departments: [{ name: '信息中心' }],
    });
    const mine = await list(merchant, { page_size: 100 });
    expect(mine.results.map((c) => c.id)).toEqual(all.results.filter((c) => c.shop?.id === store()).map((c) => c.id));
    expect(mine.count).toBe(mine.results.length);
    expect(await list(admin, { page: 2, page_size: 1 })).toMatchObject({ count: all.count, results: [{ id: ids[1] }] });
    expect((await it1.get(shopEndpoints.manageCoupons.url)).statusCode).toBe(403);
  });
});
