import { beforeAll, expect, it } from 'vitest';
import {
  endpointUrl,
  goodsPageSchema,
  goodsSchema,
  shopEndpoints,
  shopManageSchema,
  shopPageSchema,
  stockMovePageSchema,
  supplierPageSchema,
  type FileRef,
  WATER_CATEGORY,
} from '@campus/contracts';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, uploadAs, type Client } from '../../platform/test/client.ts';
import { DEMO_RECEIPT_PNG } from '../../platform/files/seed.ts';
import { seedGoodsId, seedShopId, seedSupplierId } from './seed.ts';

const MERCHANT = '13800000006'; // 微信员工 owns 园区便利店 in the seed
const PLAIN = '13800000005';

describeOnDatabase('shops, goods and stock (issue 14)', (h) => {
  let admin: Client;
  let merchant: Client;
  let plain: Client;
  let adminB: Client;
  beforeAll(async () => {
    admin = await clientOf(h(), A.id);
    merchant = await clientOf(h(), A.id, MERCHANT);
    plain = await clientOf(h(), A.id, PLAIN);
    adminB = await clientOf(h(), B.id);
  });

  it('seed: two shops per company with categories; goods with pictures, prices in fen and stock', async () => {
    const shops = shopPageSchema.parse((await plain.get(shopEndpoints.listShops.url)).json());
    expect(shops.results.map((s) => s.name)).toEqual(['园区便利店', '物业服务中心']);
    expect(shops.results[0]).toMatchObject({ kind: 'retail', owner: { name: '微信员工' }, can_manage: false });
    expect(shops.results[0]?.categories.map((c) => c.name)).toEqual(['饮料', '零食', '日用品', '鲜食', '饮用水']);
    const goods = goodsPageSchema.parse((await plain.get(endpointUrl(shopEndpoints.listGoods, {}, { scene: 'takeaway' }))).json());
    expect(goods.results.map((g) => g.name).sort()).toEqual(
      ['牛肉拉面', '美式咖啡', '鸡腿便当', '桶装饮用水 18.9L', '矿泉水 550ml×24瓶'].sort(),
    );
    const water = goodsSchema.parse((await plain.get(endpointUrl(shopEndpoints.getGoods, { id: seedGoodsId(A.id, 'water') }))).json());
    expect(water).toMatchObject({ price_fen: 200, member_price_fen: 180, stock: 120, scene: 'shop', unit: '瓶' });
    expect(water.pictures).toHaveLength(1);
    expect(water.pictures[0]?.mime).toBe('image/png');
    // another company's shops are its own
    const other = shopPageSchema.parse((await adminB.get(shopEndpoints.listShops.url)).json());
    expect(other.results.every((s) => !shops.results.some((mine) => mine.id === s.id))).toBe(true);
  });

  it('search and categories: goods by name (pattern characters literal) and by category', async () => {
    const found = goodsPageSchema.parse((await plain.get(endpointUrl(shopEndpoints.listGoods, {}, { search: '咖啡' }))).json());
    expect(found.results.map((g) => g.name)).toEqual(['美式咖啡']);
    const none = goodsPageSchema.parse((await plain.get(endpointUrl(shopEndpoints.listGoods, {}, { search: '%' }))).json());
    expect(none.count).toBe(0);
    const shop = shopPageSchema.parse((await plain.get(shopEndpoints.listShops.url)).json()).results[0];
    const drinks = shop?.categories.find((c) => c.name === '饮料');
    const inDrinks = goodsPageSchema.parse(
      (await plain.get(endpointUrl(shopEndpoints.listGoods, {}, { shop_id: shop?.id, category_id: drinks?.id }))).json(),
    );
    expect(inDrinks.results.map((g) => g.name).sort()).toEqual(['矿泉水 550ml', '鲜榨橙汁'].sort());
  });

  it('spec 6, issue 34: 订水 lists the delivered drinking water: the takeaway goods of the 饮用水 categories of any shop', async () => {
    const list = async (client: Client, query: Record<string, string>) =>
      goodsPageSchema.parse((await client.get(endpointUrl(shopEndpoints.listGoods, {}, query))).json());
    const water = await list(plain, { scene: 'takeaway', category_name: WATER_CATEGORY });
    expect(water.results.map((g) => [g.name, g.scene, g.category?.name, g.shop.name])).toEqual(
      expect.arrayContaining([
        ['桶装饮用水 18.9L', 'takeaway', '饮用水', '园区便利店'],
        ['矿泉水 550ml×24瓶', 'takeaway', '饮用水', '园区便利店'],
      ]),
    );
    expect(water.count).toBe(2);
    // a category of that name in another shop takes part; one nobody has lists nothing
    const property = seedShopId(A.id, 'property');
    expect((await admin.post(endpointUrl(shopEndpoints.addCategory, { id: property }), { name: WATER_CATEGORY })).statusCode).toBe(201);
    const category = shopPageSchema
      .parse((await plain.get(shopEndpoints.listShops.url)).json())
      .results.find((s) => s.id === property)
      ?.categories.find((c) => c.name === WATER_CATEGORY);
    const created = await admin.post(shopEndpoints.createGoods.url, {
      shop_id: property,
      category_id: category?.id,
      name: '净水桶 11L',
      scene: 'takeaway',
      price_fen: 1500,
      unit: '桶',
      stock: 50,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await list(plain, { scene: 'takeaway', category_name: WATER_CATEGORY })).count).toBe(3);
    expect((await list(plain, { category_name: '没有的分类' })).count).toBe(0);
    // the company's own: another company's water is not listed
    const other = await list(adminB, { scene: 'takeaway', category_name: WATER_CATEGORY });
    expect(other.count).toBe(2);
    expect(other.results.some((g) => g.name === '净水桶 11L')).toBe(false);
  });

  it('issue 33: the shops list by kind, by name (pattern characters literal) and both; a closed shop is listed to its owner only', async () => {
    const names = async (client: Client, query: Record<string, string> = {}) => {
      const page = shopPageSchema.parse((await client.get(endpointUrl(shopEndpoints.listShops, {}, query))).json());
      expect(page.count).toBe(page.results.length);
      return page.results.map((s) => s.name);
    };
    expect(await names(plain, { kind: 'property' })).toEqual(['物业服务中心']);
    expect(await names(plain, { search: '便利' })).toEqual(['园区便利店']);
    expect(await names(plain, { kind: 'retail', search: '便利' })).toEqual(['园区便利店']);
    expect(await names(plain, { kind: 'property', search: '便利' })).toEqual([]);
    expect(await names(plain, { search: '%' })).toEqual([]);
    const store = endpointUrl(shopEndpoints.updateShop, { id: seedShopId(A.id, 'store') });
    expect((await merchant.put(store, { is_open: false })).statusCode).toBe(200);
    try {
      expect(await names(plain)).toEqual(['物业服务中心']);
      expect(await names(merchant)).toEqual(['园区便利店', '物业服务中心']);
      expect(await names(merchant, { kind: 'retail' })).toEqual(['园区便利店']);
    } finally {
      await merchant.put(store, { is_open: true });
    }
  });

  it('who manages: the admin every shop, the merchant his own, a plain staff none (403 on management calls)', async () => {
    const a = shopManageSchema.parse((await admin.get(shopEndpoints.manage.url)).json());
    const m = shopManageSchema.parse((await merchant.get(shopEndpoints.manage.url)).json());
    const p = shopManageSchema.parse((await plain.get(shopEndpoints.manage.url)).json());
    expect(a).toMatchObject({ is_admin: true, is_merchant: false });
    expect(a.shops).toHaveLength(2);
    expect(m).toMatchObject({ is_admin: false, is_merchant: true });
    expect(m.shops.map((s) => s.name)).toEqual(['园区便利店']);
    expect(p.shops).toEqual([]);
    const refused = await plain.get(endpointUrl(shopEndpoints.listGoods, {}, { manage: 1 }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: '仅商户和管理员可以操作' });
    // the merchant may not touch the property office's goods
    const foreign = await merchant.post(endpointUrl(shopEndpoints.moveStock, { id: seedGoodsId(A.id, 'tap') }), {
      kind: 'in',
      quantity: 1,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ detail: '只能管理自己的店铺' });
  });

  it('a merchant lists a new goods item with a picture and opening stock (recorded as 入库), then takes it off sale', async () => {
    const upload = await uploadAs(h(), merchant, { bytes: DEMO_RECEIPT_PNG, name: '酸奶.png' });
    const picture = upload.json<FileRef>();
    const res = await merchant.post(shopEndpoints.createGoods.url, {
      shop_id: seedShopId(A.id, 'store'),
      name: '原味酸奶',
      scene: 'shop',
      price_fen: 890,
      member_price_fen: 790,
      unit: '杯',
      pictures: [picture.id],
      stock: 24,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = goodsSchema.parse(res.json());
    expect(created).toMatchObject({ price_fen: 890, member_price_fen: 790, stock: 24, on_sale: true, pictures: [{ id: picture.id }] });
    const moves = stockMovePageSchema.parse((await merchant.get(endpointUrl(shopEndpoints.stockMoves, { id: created.id }))).json());
    expect(moves.results).toMatchObject([{ kind: 'in', kind_label: '入库', delta: 24, balance_after: 24, actor: { name: '微信员工' } }]);
    // bad input: 400 with Chinese field errors; a member price above the price is refused
    const bad = await merchant.post(shopEndpoints.createGoods.url, {
      shop_id: seedShopId(A.id, 'store'),
      name: '',
      scene: 'shop',
      price_fen: 1.5,
      unit: '个',
      member_price_fen: 2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ name: ['请填写商品名称'], price_fen: ['价格必须是整数（分）'] });
    // someone else's upload cannot be attached by its id; a plain staff lists nothing
    const theirs = (await uploadAs(h(), plain, { bytes: DEMO_RECEIPT_PNG, name: 'x.png' })).json<FileRef>();
    const stolen = await merchant.post(shopEndpoints.createGoods.url, {
      shop_id: seedShopId(A.id, 'store'),
      name: 'x',
      scene: 'shop',
      price_fen: 1,
      unit: '个',
      pictures: [theirs.id],
    });
    expect(stolen.json()).toEqual({ pictures: ['附件不存在或已失效，请重新上传'] });
    expect(
      (
        await plain.post(shopEndpoints.createGoods.url, {
          shop_id: seedShopId(A.id, 'store'),
          name: 'x',
          scene: 'shop',
          price_fen: 1,
          unit: '个',
        })
      ).statusCode,
    ).toBe(403);
    const off = await merchant.put(endpointUrl(shopEndpoints.updateGoods, { id: created.id }), { on_sale: false });
    expect(goodsSchema.parse(off.json()).on_sale).toBe(false);
    const listed = goodsPageSchema.parse((await plain.get(endpointUrl(shopEndpoints.listGoods, {}, { search: '原味酸奶' }))).json());
    expect(listed.count).toBe(0);
  });

  it('stock moves: in with a supplier, out, check; never below zero', async () => {
    const id = seedGoodsId(A.id, 'chips');
    const move = (body: object) => merchant.post(endpointUrl(shopEndpoints.moveStock, { id }), body);
    const inRes = await move({ kind: 'in', quantity: 10, supplier_id: seedSupplierId(A.id, 'store'), remark: '补货' });
    expect(inRes.statusCode, inRes.body).toBe(201);
    expect(goodsSchema.parse(inRes.json()).stock).toBe(60);
    expect(goodsSchema.parse((await move({ kind: 'out', quantity: 5, remark: '破损' })).json()).stock).toBe(55);
    expect(goodsSchema.parse((await move({ kind: 'check', quantity: 52 })).json()).stock).toBe(52);
    const short = await move({ kind: 'out', quantity: 53 });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ quantity: ['库存不足'] });
    const zero = await move({ kind: 'in', quantity: 0 });
    expect(zero.json()).toEqual({ quantity: ['数量必须大于0'] });
    const moves = stockMovePageSchema.parse((await merchant.get(endpointUrl(shopEndpoints.stockMoves, { id }))).json());
    expect(moves.results.map((m) => [m.kind, m.delta, m.balance_after])).toEqual([
      ['check', -3, 52],
      ['out', -5, 55],
      ['in', 10, 60],
      ['in', 50, 50],
    ]);
    expect(moves.results[2]?.supplier?.name).toBe('蓝天食品批发');
  });

  it('race: 50 concurrent 出库 of 1 from a stock of 8 leave 0 and succeed exactly 8 times', async () => {
    const id = seedGoodsId(A.id, 'nuts');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => merchant.post(endpointUrl(shopEndpoints.moveStock, { id }), { kind: 'out', quantity: 1 })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(8);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(42);
    const goods = goodsSchema.parse((await admin.get(endpointUrl(shopEndpoints.getGoods, { id }))).json());
    expect(goods.stock).toBe(0);
    const moves = stockMovePageSchema.parse((await admin.get(endpointUrl(shopEndpoints.stockMoves, { id }, { page_size: 100 }))).json());
    expect(
      moves.results
        .filter((m) => m.kind === 'out')
        .map((m) => m.balance_after)
        .sort((x, y) => x - y),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('suppliers: the merchant sees his shop’s and the company’s, adds and edits his own; a plain staff is refused', async () => {
    const created = await merchant.post(shopEndpoints.createSupplier.url, { name: '晨光乳业', contact: '李女士', phone: '13900000009' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: '晨光乳业', shop: { name: '园区便利店' } });
    const list = supplierPageSchema.parse((await merchant.get(shopEndpoints.listSuppliers.url)).json());
    expect(list.results.map((s) => s.name)).toEqual(expect.arrayContaining(['晨光乳业', '蓝天食品批发']));
    expect(list.results.map((s) => s.name)).not.toContain('张记五金建材');
    const edited = await merchant.put(endpointUrl(shopEndpoints.updateSupplier, { id: created.json<{ id: string }>().id }), {
      phone: '13900000010',
    });
    expect(edited.json()).toMatchObject({ phone: '13900000010' });
    // a company-wide supplier is the admin's; the property office's is not the merchant's to add
    expect((await admin.post(shopEndpoints.createSupplier.url, { shop_id: null, name: '园区总仓' })).json()).toMatchObject({ shop: null });
    expect((await merchant.post(shopEndpoints.createSupplier.url, { shop_id: seedShopId(A.id, 'property'), name: 'x' })).statusCode).toBe(
      403,
    );
    expect((await plain.get(shopEndpoints.listSuppliers.url)).statusCode).toBe(403);
  });
});
