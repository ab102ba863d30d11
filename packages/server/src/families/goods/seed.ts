/**
 * Demo goods of every company (idempotent: stable ids, ON CONFLICT DO NOTHING): 总务仓库 with 维修员
 * (13800000002) as its store keeper, four goods types and 29 goods with barcodes and opening stock
 * (each opening balance one row of the ledger), projects and pick types, quotas (A4 打印纸 按人每月
 * 10 包, 办公耗材 按部门每月 60), two kits, twenty tagged asset items (巡检员 holds two laptops, 普通员工 a
 * laptop and a monitor), the chains of the four new order types (审批人), and one demo order of each
 * type for 普通员工 so every screen and approval detail has data.
 */
import { addHubDays, GOODS_ORDER_TYPES, hubDate, PUSH_MODULES } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { approvalChains, approvalSteps, orderEvents, orders, type ChainStepConfig } from '../../platform/orders/schema.ts';
import { hoursAgo, seedDepartmentId, seedId, seedStaffId } from '../../platform/seed/ids.ts';
import {
  goodsAssetEvents,
  goodsAssets,
  goodsBorrowAssets,
  goodsItems,
  goodsKeepers,
  goodsKitItems,
  goodsKits,
  goodsMoves,
  goodsOrderLines,
  goodsOrders,
  goodsPickTypes,
  goodsProjects,
  goodsQuotas,
  goodsStock,
  goodsTransferLines,
  goodsTypes,
  goodsWarehouses,
} from './schema.ts';
import { ASSET_MODELS, GOODS, HELD, KITS, PICK_TYPES, PROJECTS, TYPES, assetTag } from './seed-data.ts';

type Company = { id: string };

/** Stable ids of the demo rows (tests and isolation probes name them). */
export const goodsKey = {
  warehouse: (c: string) => seedId(c, 'goods:warehouse:main'),
  type: (c: string, key: string) => seedId(c, `goods:type:${key}`),
  goods: (c: string, key: string) => seedId(c, `goods:item:${key}`),
  kit: (c: string, key: string) => seedId(c, `goods:kit:${key}`),
  asset: (c: string, tag: string) => seedId(c, `goods:asset:${tag}`),
  project: (c: string, i: number) => seedId(c, `goods:project:${String(i)}`),
  pickType: (c: string, i: number) => seedId(c, `goods:pick:${String(i)}`),
  order: (c: string, key: 'goods' | 'consume' | 'borrow' | 'transfer') => seedId(c, `goods:order:${key}`),
  slip: (c: string, key = 'goods') => seedId(c, `goods:slip:${key}`).replace(/-/g, '').slice(0, 10).toUpperCase(),
};

export async function seedGoodsCatalog(db: Database, { id: c }: Company): Promise<void> {
  const now = new Date();
  const admin = seedStaffId(c, 'demo');
  const warehouseId = goodsKey.warehouse(c);
  await db
    .insert(goodsWarehouses)
    .values({ companyId: c, id: warehouseId, name: '总务仓库', place: '行政楼一层 101', sort: 1 })
    .onConflictDoNothing();
  await db
    .insert(goodsKeepers)
    .values({ companyId: c, warehouseId, staffId: seedStaffId(c, 'repairman') })
    .onConflictDoNothing();
  await db
    .insert(goodsTypes)
    .values(TYPES.map((t, i) => ({ companyId: c, id: goodsKey.type(c, t.key), name: t.name, kind: t.kind, sort: i + 1 })))
    .onConflictDoNothing();
  await db
    .insert(goodsItems)
    .values(
      GOODS.map((g, i) => ({
        companyId: c,
        id: goodsKey.goods(c, g.key),
        typeId: goodsKey.type(c, g.type),
        name: g.name,
        kind: TYPES.find((t) => t.key === g.type)?.kind ?? 'material',
        unit: g.unit,
        spec: g.spec,
        barcode: g.barcode,
        valueFen: g.valueFen,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing();
  for (const g of GOODS.filter((x) => x.stock > 0)) {
    const goodsId = goodsKey.goods(c, g.key);
    const fresh = await db
      .insert(goodsStock)
      .values({ companyId: c, warehouseId, goodsId, quantity: g.stock })
      .onConflictDoNothing()
      .returning({ q: goodsStock.quantity });
    // the opening balance is the first row of the ledger
    if (fresh.length > 0)
      await db.insert(goodsMoves).values({
        companyId: c,
        id: seedId(c, `goods:move:initial:${g.key}`),
        warehouseId,
        goodsId,
        kind: 'initial',
        delta: g.stock,
        balanceAfter: g.stock,
        orderId: null,
        actorId: admin,
        remark: '期初库存',
        createdAt: hoursAgo(now, 24 * 30),
      });
  }
  await db
    .insert(goodsProjects)
    .values(PROJECTS.map((name, i) => ({ companyId: c, id: goodsKey.project(c, i), name, sort: i + 1 })))
    .onConflictDoNothing();
  await db
    .insert(goodsPickTypes)
    .values(PICK_TYPES.map((name, i) => ({ companyId: c, id: goodsKey.pickType(c, i), name, sort: i + 1 })))
    .onConflictDoNothing();
  const validFrom = `${hubDate(now).slice(0, 4)}-01-01`;
  await db
    .insert(goodsQuotas)
    .values([
      {
        companyId: c,
        id: seedId(c, 'goods:quota:a4'),
        goodsId: goodsKey.goods(c, 'a4'),
        typeId: null,
        period: 30,
        validFrom,
        target: 'personal',
        limitQuantity: 10,
      },
      {
        companyId: c,
        id: seedId(c, 'goods:quota:consumable'),
        goodsId: null,
        typeId: goodsKey.type(c, 'consumable'),
        period: 30,
        validFrom,
        target: 'department',
        limitQuantity: 60,
      },
      {
        companyId: c,
        id: seedId(c, 'goods:quota:pen'),
        goodsId: goodsKey.goods(c, 'pen'),
        typeId: null,
        period: 20,
        validFrom,
        target: 'personal',
        limitQuantity: 20,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(goodsKits)
    .values(KITS.map((k, i) => ({ companyId: c, id: goodsKey.kit(c, k.key), name: k.name, description: k.description, sort: i + 1 })))
    .onConflictDoNothing();
  await db
    .insert(goodsKitItems)
    .values(
      KITS.flatMap((k) =>
        k.items.map(([g, quantity], i) => ({
          companyId: c,
          kitId: goodsKey.kit(c, k.key),
          goodsId: goodsKey.goods(c, g),
          quantity,
          sort: i + 1,
        })),
      ),
    )
    .onConflictDoNothing();
  for (const m of ASSET_MODELS) {
    for (let n = 1; n <= m.count; n++) {
      const tag = assetTag(m.prefix, n);
      const held = HELD.find((h) => h.tag === tag);
      const assetId = goodsKey.asset(c, tag);
      const holderId = held ? seedStaffId(c, held.staff) : null;
      const fresh = await db
        .insert(goodsAssets)
        .values({
          companyId: c,
          id: assetId,
          tag,
          serial: `SN${m.prefix}${String(2026000 + n)}`,
          modelId: goodsKey.goods(c, m.model),
          warehouseId,
          status: held ? 'in_use' : 'free',
          holderId,
          place: held ? '工位' : m.place,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: goodsAssets.id });
      if (fresh.length === 0) continue;
      await db.insert(goodsAssetEvents).values([
        {
          companyId: c,
          id: seedId(c, `goods:asset-event:${tag}:0`),
          assetId,
          action: 'register',
          actorId: admin,
          createdAt: hoursAgo(now, 24 * 60),
        },
        ...(holderId
          ? [
              {
                companyId: c,
                id: seedId(c, `goods:asset-event:${tag}:1`),
                assetId,
                action: 'collect',
                toId: holderId,
                actorId: seedStaffId(c, 'repairman'),
                createdAt: hoursAgo(now, 24 * 40),
              },
            ]
          : []),
      ]);
    }
  }
}

/** consume, goodsSuite, pBorrow, assetTransfer: 审批人 (goods keeps the approval family's chain: 审批人, then the head of 行政部). */
export async function seedGoodsChains(db: Database, { id: c }: Company): Promise<void> {
  const approver: ChainStepConfig = { kind: 'staff', staff_id: seedStaffId(c, 'approver') };
  await db
    .insert(approvalChains)
    .values(
      [GOODS_ORDER_TYPES.consume, GOODS_ORDER_TYPES.suite, GOODS_ORDER_TYPES.borrow, GOODS_ORDER_TYPES.transfer].map((orderType) => ({
        companyId: c,
        orderType,
        steps: [approver],
      })),
    )
    .onConflictDoNothing();
}

interface DemoOrder {
  key: 'goods' | 'consume' | 'borrow' | 'transfer';
  orderType: string;
  module: string;
  title: string;
  fields: [string, string][];
  status: number;
  /** approved steps, then a pending one when in approval */
  steps: { approver: string; state: 'approved' | 'pending' }[];
  header: Partial<typeof goodsOrders.$inferInsert>;
}

export async function seedGoodsOrders(db: Database, { id: c }: Company): Promise<void> {
  const now = new Date();
  const created = hoursAgo(now, 3);
  const applicant = seedStaffId(c, 'staff');
  const today = hubDate(now);
  const a4 = GOODS.find((g) => g.key === 'a4');
  const toner = GOODS.find((g) => g.key === 'toner');
  const plans: DemoOrder[] = [
    {
      key: 'goods',
      orderType: GOODS_ORDER_TYPES.goods,
      module: PUSH_MODULES.goods,
      title: '物资领用·A4 打印纸',
      fields: [
        ['物品', 'A4 打印纸×2包'],
        ['仓库', '总务仓库'],
        ['项目', '日常办公'],
        ['领用类型', '日常领用'],
        ['领用原因', '部门日常打印'],
      ],
      status: 8,
      steps: [
        { approver: 'approver', state: 'approved' },
        { approver: 'demo', state: 'approved' },
      ],
      header: {
        reason: '部门日常打印',
        warehouseId: goodsKey.warehouse(c),
        projectId: goodsKey.project(c, 0),
        pickTypeId: goodsKey.pickType(c, 0),
        slipCode: goodsKey.slip(c),
        totalFen: (a4?.valueFen ?? 0) * 2,
      },
    },
    {
      key: 'consume',
      orderType: GOODS_ORDER_TYPES.consume,
      module: PUSH_MODULES.consume,
      title: '耗材领用·硒鼓',
      fields: [
        ['物品', '硒鼓×1个'],
        ['仓库', '总务仓库'],
        ['项目', '日常办公'],
        ['领用类型', '日常领用'],
        ['领用原因', '三楼打印机换硒鼓'],
      ],
      status: 10,
      steps: [{ approver: 'approver', state: 'pending' }],
      header: {
        reason: '三楼打印机换硒鼓',
        warehouseId: goodsKey.warehouse(c),
        projectId: goodsKey.project(c, 0),
        pickTypeId: goodsKey.pickType(c, 0),
        slipCode: goodsKey.slip(c, 'consume'),
        totalFen: toner?.valueFen ?? 0,
      },
    },
    {
      key: 'borrow',
      orderType: GOODS_ORDER_TYPES.borrow,
      module: PUSH_MODULES.pBorrow,
      title: '资产借用·投影仪',
      fields: [
        ['资产', `投影仪（${assetTag('PJ', 1)}）`],
        ['借用期间', `${addHubDays(today, 1)} 至 ${addHubDays(today, 3)}`],
        ['借用用途', '客户演示'],
      ],
      status: 10,
      steps: [{ approver: 'approver', state: 'pending' }],
      header: { reason: '客户演示', startDate: addHubDays(today, 1), endDate: addHubDays(today, 3) },
    },
    {
      key: 'transfer',
      orderType: GOODS_ORDER_TYPES.transfer,
      module: PUSH_MODULES.assetTransfer,
      title: '资产调拨·普通员工→公务车司机',
      fields: [
        ['调出人员', '普通员工'],
        ['接收人', '公务车司机'],
        ['资产', `显示器（${assetTag('MN', 1)}）`],
        ['调拨原因', '岗位调整'],
      ],
      status: 10,
      steps: [{ approver: 'approver', state: 'pending' }],
      header: { reason: '岗位调整', fromId: applicant, toId: seedStaffId(c, 'off3driver') },
    },
  ];
  for (const p of plans) {
    const orderId = goodsKey.order(c, p.key);
    const approved = p.steps.every((s) => s.state === 'approved');
    const fresh = await db
      .insert(orders)
      .values({
        companyId: c,
        id: orderId,
        module: p.module,
        orderType: p.orderType,
        applicantId: applicant,
        title: p.title,
        status: p.status,
        payload: { fields: p.fields.map(([label, value]) => ({ label, value })), data: { demo: true } },
        version: p.steps.filter((s) => s.state === 'approved').length,
        createdAt: created,
        updatedAt: created,
        approvedAt: approved ? hoursAgo(now, 1) : null,
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (fresh.length === 0) continue;
    await db.insert(approvalSteps).values(
      p.steps.map((s, i) => ({
        companyId: c,
        id: seedId(c, `goods:order:${p.key}:step:${String(i + 1)}`),
        orderId,
        seq: i + 1,
        approverId: seedStaffId(c, s.approver),
        state: s.state,
        pendingSince: hoursAgo(now, 2),
        actedAt: s.state === 'approved' ? hoursAgo(now, 1) : null,
        createdAt: created,
      })),
    );
    await db.insert(orderEvents).values([
      {
        companyId: c,
        id: seedId(c, `goods:order:${p.key}:event:0`),
        orderId,
        actorId: applicant,
        action: 'submit',
        fromStatus: null,
        toStatus: 10,
        createdAt: created,
      },
      ...p.steps
        .filter((s) => s.state === 'approved')
        .map((s, i, all) => ({
          companyId: c,
          id: seedId(c, `goods:order:${p.key}:event:${String(i + 1)}`),
          orderId,
          actorId: seedStaffId(c, s.approver),
          action: 'approve',
          fromStatus: 10,
          toStatus: i === all.length - 1 ? p.status : 10,
          createdAt: hoursAgo(now, 1),
        })),
    ]);
    await db.insert(goodsOrders).values({
      companyId: c,
      orderId,
      orderType: p.orderType,
      applicantId: applicant,
      departmentId: seedDepartmentId(c, 'it'),
      clientKey: `seed-${p.key}`,
      reason: '',
      createdAt: created,
      ...p.header,
    });
    if (p.key === 'goods' || p.key === 'consume') {
      const goods = p.key === 'goods' ? a4 : toner;
      const quantity = p.key === 'goods' ? 2 : 1;
      await db.insert(goodsOrderLines).values({
        companyId: c,
        id: seedId(c, `goods:order:${p.key}:line:1`),
        orderId,
        seq: 1,
        goodsId: goodsKey.goods(c, goods?.key ?? ''),
        quantity,
        unitValueFen: goods?.valueFen ?? 0,
        amountFen: (goods?.valueFen ?? 0) * quantity,
      });
    }
    if (p.key === 'borrow')
      await db.insert(goodsBorrowAssets).values({
        companyId: c,
        orderId,
        assetId: goodsKey.asset(c, assetTag('PJ', 1)),
        startDate: addHubDays(today, 1),
        endDate: addHubDays(today, 3),
      });
    if (p.key === 'transfer')
      await db.insert(goodsTransferLines).values({
        companyId: c,
        id: seedId(c, 'goods:order:transfer:line:1'),
        orderId,
        seq: 1,
        assetId: goodsKey.asset(c, assetTag('MN', 1)),
        state: 'pending',
      });
  }
}
