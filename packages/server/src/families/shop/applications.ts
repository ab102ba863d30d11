/**
 * Becoming a merchant: a shop application is an order on the one workflow (type shop_apply), approved
 * by the admin (the configured chain, else the company's first admin). Its last approval opens the
 * shop, owned by the applicant, in the approval's own transaction.
 */
import { randomUUID } from 'node:crypto';
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PUSH_MODULES,
  SHOP_APPLY_ORDER_TYPE,
  SHOP_KIND_LABELS,
  shopEndpoints,
  type ShopApplication,
  type ShopKind,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { staff } from '../../platform/db/schema.ts';
import { badRequest, fieldError, forbidden } from '../../platform/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { localDateTime } from '../../platform/time.ts';
import { approvalSteps, orders, type ChainStepConfig } from '../../platform/orders/schema.ts';
import { configuredChain } from '../../platform/orders/chain.ts';
import type { OrderTypeDef } from '../../platform/orders/order-types.ts';
import { checkAttachments } from '../../platform/files/index.ts';
import { shopCaller } from './access.ts';
import { filesById } from './views.ts';
import { staffNames } from '../../platform/directory/directory.ts';
import { shopCategories, shopShops } from './schema.ts';

/** What the application order carries in its data. */
interface ApplyData {
  name: string;
  kind: ShopKind;
  intro: string;
  contact_phone: string;
  address: string;
  attachments: string[];
}

const readData = (data: Record<string, unknown>): ApplyData => ({
  name: typeof data.name === 'string' ? data.name : '',
  kind: data.kind === 'takeaway' || data.kind === 'property' ? data.kind : 'retail',
  intro: typeof data.intro === 'string' ? data.intro : '',
  contact_phone: typeof data.contact_phone === 'string' ? data.contact_phone : '',
  address: typeof data.address === 'string' ? data.address : '',
  attachments: Array.isArray(data.attachments) ? data.attachments.filter((a): a is string => typeof a === 'string') : [],
});

/** The categories a new shop starts with (the merchant adds his own). */
export const STARTER_CATEGORIES = ['热销', '全部商品'];

/** The shop application on the order engine; the push opens the generic (forms) approval detail. */
export const SHOP_APPLY: OrderTypeDef = {
  type: SHOP_APPLY_ORDER_TYPE,
  module: PUSH_MODULES.forms,
  name: '开店申请',
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审核中', 20: '已开店' },
  inApproval: 10,
  afterApproval: 20,
  rejected: -20,
  cancelled: -10,
  transitions: [],
  genericSubmit: false,
  hooks: {
    async onApproved({ tx, order }) {
      const data = readData(order.payload.data);
      const shopId = randomUUID();
      await tx
        .insert(shopShops)
        .values({
          companyId: order.companyId,
          id: shopId,
          name: data.name,
          kind: data.kind,
          intro: data.intro,
          phone: data.contact_phone,
          address: data.address,
          ownerId: order.applicantId,
          applicationId: order.id,
          createdAt: order.approvedAt ?? new Date(),
        })
        .onConflictDoNothing();
      await tx
        .insert(shopCategories)
        .values(STARTER_CATEGORIES.map((name, sort) => ({ companyId: order.companyId, id: randomUUID(), shopId, name, sort })))
        .onConflictDoNothing();
    },
  },
};

const statusLabel = (code: number): string => SHOP_APPLY.statuses[code] ?? String(code);

async function applicationViews(
  db: Database,
  companyId: string,
  viewerId: string,
  rows: (typeof orders.$inferSelect)[],
): Promise<ShopApplication[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const data = new Map(rows.map((r) => [r.id, readData(r.payload.data)]));
  const files = await filesById(
    db,
    companyId,
    [...data.values()].flatMap((d) => d.attachments),
  );
  const names = await staffNames(
    db,
    companyId,
    rows.map((r) => r.applicantId),
  );
  const pending = await db
    .select({ orderId: approvalSteps.orderId })
    .from(approvalSteps)
    .where(
      inCompany(
        approvalSteps,
        companyId,
        inArray(approvalSteps.orderId, ids),
        eq(approvalSteps.state, 'pending'),
        eq(approvalSteps.approverId, viewerId),
      ),
    );
  const opened = await db
    .select({ id: shopShops.id, applicationId: shopShops.applicationId })
    .from(shopShops)
    .where(inCompany(shopShops, companyId, inArray(shopShops.applicationId, ids)));
  const pendingFor = new Set(pending.map((p) => p.orderId));
  const shopOf = new Map(opened.map((s) => [s.applicationId, s.id]));
  return rows.map((r) => {
    const d = data.get(r.id) ?? readData({});
    return {
      id: r.id,
      name: d.name,
      kind: d.kind,
      kind_label: SHOP_KIND_LABELS[d.kind],
      intro: d.intro,
      contact_phone: d.contact_phone,
      address: d.address,
      attachments: d.attachments.flatMap((id) => {
        const ref = files.get(id);
        return ref ? [ref] : [];
      }),
      status: r.status,
      status_label: statusLabel(r.status),
      applicant: { id: r.applicantId, name: names.get(r.applicantId) ?? '' },
      reject_reason: r.rejectReason,
      created_time: localDateTime(r.createdAt),
      approve_time: localDateTime(r.approvedAt),
      shop_id: shopOf.get(r.id) ?? null,
      can_approve: pendingFor.has(r.id) && r.status === SHOP_APPLY.inApproval,
    };
  });
}

/** The company's configured shop_apply chain, else its first admin other than the applicant. */
async function chainFor(db: Database, companyId: string, applicantId: string): Promise<ChainStepConfig[] | undefined> {
  if ((await configuredChain(db, companyId, SHOP_APPLY_ORDER_TYPE)).length > 0) return undefined;
  const [admin] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(inCompany(staff, companyId, eq(staff.role, 'admin'), eq(staff.isActive, true), sql`${staff.id} <> ${applicantId}`))
    .orderBy(asc(staff.phone), asc(staff.id))
    .limit(1);
  if (!admin) throw badRequest('暂无可审核的管理员，请联系单位管理员');
  return [{ kind: 'staff', staff_id: admin.id }];
}

export function applicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;
  const ofType = (companyId: string, ...more: (SQL | undefined)[]) =>
    inCompany(orders, companyId, eq(orders.orderType, SHOP_APPLY_ORDER_TYPE), ...more);

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.applyShop,
    async handler({ auth, body, reply }) {
      const caller = shopCaller(auth);
      const [open] = await db()
        .select({ id: orders.id })
        .from(orders)
        .where(ofType(caller.companyId, eq(orders.applicantId, caller.staffId), eq(orders.status, SHOP_APPLY.inApproval)))
        .limit(1);
      if (open) throw badRequest('您已有审核中的开店申请');
      const [taken] = await db()
        .select({ id: shopShops.id })
        .from(shopShops)
        .where(inCompany(shopShops, caller.companyId, eq(shopShops.name, body.name)))
        .limit(1);
      if (taken) throw fieldError('name', '该店铺名称已被使用');
      await checkAttachments(db(), caller, body.attachments);
      const data: ApplyData = { ...body, attachments: body.attachments };
      const chain = await chainFor(db(), caller.companyId, caller.staffId);
      const id = await ctx.orders.submit(
        { companyId: caller.companyId, staffId: caller.staffId, role: auth.staff.role },
        {
          orderType: SHOP_APPLY_ORDER_TYPE,
          title: `开店申请：${body.name}`,
          fields: [
            { label: '店铺名称', value: body.name },
            { label: '店铺类型', value: SHOP_KIND_LABELS[body.kind] },
            { label: '经营地址', value: body.address },
            { label: '联系电话', value: body.contact_phone },
            { label: '店铺简介', value: body.intro },
            { label: '证照', value: `${String(body.attachments.length)} 个附件` },
          ],
          data: { ...data },
          ...(chain ? { chain } : {}),
          viaModule: true,
        },
      );
      const [row] = await db()
        .select()
        .from(orders)
        .where(ofType(caller.companyId, eq(orders.id, id)));
      reply.code(201);
      const [view] = await applicationViews(db(), caller.companyId, caller.staffId, row ? [row] : []);
      return view;
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.listApplications,
    async handler({ auth, query }) {
      const caller = shopCaller(auth);
      if (query.scope === 'all' && !caller.isAdmin) throw forbidden();
      const where =
        query.scope === 'mine'
          ? ofType(caller.companyId, eq(orders.applicantId, caller.staffId))
          : query.scope === 'todo'
            ? ofType(
                caller.companyId,
                eq(orders.status, SHOP_APPLY.inApproval),
                sql`EXISTS (SELECT 1 FROM approval_steps s WHERE s.company_id = ${orders.companyId} AND s.order_id = ${orders.id} AND s.state = 'pending' AND s.approver_id = ${caller.staffId})`,
              )
            : ofType(caller.companyId);
      // The count walks the page's index up to the page and a window (issue 33).
      const order = [desc(orders.createdAt), desc(orders.id)];
      const [total, rows] = await Promise.all([
        boundedCount(db(), orders, where, query.page, query.page_size, order),
        db()
          .select()
          .from(orders)
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size)),
      ]);
      return toPage(total, query.page, query.page_size, await applicationViews(db(), caller.companyId, caller.staffId, rows));
    },
  });
}
