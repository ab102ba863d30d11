import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ApprovalChain, orderEndpoints, approvalEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { approvalChains, type ChainCopyConfig, type ChainStepConfig } from '../../platform/orders/schema.ts';
import { departments, staff } from '../../platform/db/schema.ts';
import type { Database } from '../../platform/db/types.ts';
import { isGuid } from '../../platform/crypto.ts';
import { orderType, orderTypeList, orderTypeView } from '../../platform/orders/order-types.ts';
import type { Actor } from '../../platform/orders/workflow.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { markCopyRead } from '../../platform/orders/copies.ts';

export const actorOf = (auth: AuthContext): Actor => ({ companyId: auth.companyId, staffId: auth.staffId, role: auth.staff.role });

/** Orders (one workflow for every module), the approval lists, the chains and the order-type registry. */
export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    endpoint: orderEndpoints.listTypes,
    handler: async () => orderTypeList().map(orderTypeView),
  });

  defineRoute(app, ctx, {
    endpoint: orderEndpoints.submit,
    async handler({ auth, body, reply }) {
      const actor = actorOf(auth);
      const id = await ctx.orders.submit(actor, {
        orderType: body.order_type,
        title: body.title,
        fields: body.fields,
        ...(body.data ? { data: body.data } : {}),
      });
      reply.code(201);
      return ctx.orders.detail(actor, id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: orderEndpoints.list,
    handler: async ({ auth, query }) =>
      ctx.orders.listMine(
        actorOf(auth),
        { ...(query.status === undefined ? {} : { status: query.status }), ...(query.order_type ? { orderType: query.order_type } : {}) },
        { page: query.page, pageSize: query.page_size, after: query.after },
      ),
  });

  defineRoute(app, ctx, {
    endpoint: orderEndpoints.get,
    async handler({ auth, params }) {
      const detail = await ctx.orders.detail(actorOf(auth), params.id);
      // A copied person opening the order has read it (抄送我的 shows it read).
      await markCopyRead(ctx.handle.db, auth.companyId, detail.id, auth.staffId, ctx.now());
      return detail;
    },
  });

  defineRoute(app, ctx, {
    endpoint: orderEndpoints.approve,
    async handler({ auth, params, body }) {
      await ctx.orders.approve(actorOf(auth), params.id, body.comment, body.attachments);
      return ctx.orders.detail(actorOf(auth), params.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: orderEndpoints.reject,
    async handler({ auth, params, body }) {
      await ctx.orders.reject(actorOf(auth), params.id, body.reason, body.attachments);
      return ctx.orders.detail(actorOf(auth), params.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: orderEndpoints.transfer,
    async handler({ auth, params, body }) {
      await ctx.orders.transfer(actorOf(auth), params.id, body.staff_id, body.comment);
      return ctx.orders.detail(actorOf(auth), params.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: orderEndpoints.cancel,
    async handler({ auth, params, body }) {
      await ctx.orders.cancel(actorOf(auth), params.id, body.remark);
      return ctx.orders.detail(actorOf(auth), params.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: orderEndpoints.transition,
    async handler({ auth, params, body }) {
      await ctx.orders.runTransition(actorOf(auth), params.id, body.action, body.remark);
      return ctx.orders.detail(actorOf(auth), params.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: approvalEndpoints.todo,
    handler: async ({ auth, query }) =>
      ctx.orders.todo(actorOf(auth), query.order_type || undefined, { page: query.page, pageSize: query.page_size, after: query.after }),
  });

  defineRoute(app, ctx, {
    endpoint: approvalEndpoints.done,
    handler: async ({ auth, query }) =>
      ctx.orders.done(actorOf(auth), query.order_type || undefined, { page: query.page, pageSize: query.page_size, after: query.after }),
  });

  defineRoute(app, ctx, {
    endpoint: approvalEndpoints.getChain,
    async handler({ auth, params }) {
      if (auth.staff.role !== 'admin') throw forbidden();
      if (!orderType(params.order_type)) throw notFound();
      return chainView(ctx.handle.db, auth.companyId, params.order_type);
    },
  });

  defineRoute(app, ctx, {
    endpoint: approvalEndpoints.setChain,
    async handler({ auth, params, body }) {
      if (auth.staff.role !== 'admin') throw forbidden();
      if (!orderType(params.order_type)) throw notFound();
      const db = ctx.handle.db;
      await checkChain(db, auth.companyId, body.steps, body.copies ?? []);
      const now = ctx.now();
      const copies = body.copies ?? [];
      await db
        .insert(approvalChains)
        .values({
          companyId: auth.companyId,
          orderType: params.order_type,
          steps: body.steps,
          copies,
          updatedAt: now,
          updatedBy: auth.staffId,
        })
        .onConflictDoUpdate({
          target: [approvalChains.companyId, approvalChains.orderType],
          set: { steps: body.steps, ...(body.copies ? { copies } : {}), updatedAt: now, updatedBy: auth.staffId },
        });
      return chainView(db, auth.companyId, params.order_type);
    },
  });
}

/** Every staff and department of a chain must be of the caller's company (and a department needs a head). */
async function checkChain(db: Database, companyId: string, steps: ChainStepConfig[], copies: ChainCopyConfig[]): Promise<void> {
  const staffIds = [
    ...steps.flatMap((s) => (s.kind === 'staff' && isGuid(s.staff_id) ? [s.staff_id] : [])),
    ...copies.flatMap((c) => (isGuid(c.staff_id) ? [c.staff_id] : [])),
  ];
  const deptIds = steps.flatMap((s) => (s.kind === 'department_head' && isGuid(s.department_id) ? [s.department_id] : []));
  const activeStaff = new Set(
    staffIds.length
      ? (
          await db
            .select({ id: staff.id })
            .from(staff)
            .where(inCompany(staff, companyId, inArray(staff.id, staffIds), eq(staff.isActive, true)))
        ).map((r) => r.id)
      : [],
  );
  const depts = new Map(
    deptIds.length
      ? (
          await db
            .select({ id: departments.id, head: departments.headStaffId })
            .from(departments)
            .where(inCompany(departments, companyId, inArray(departments.id, deptIds)))
        ).map((r) => [r.id, r.head])
      : [],
  );
  const errors: Record<string, string[]> = {};
  steps.forEach((s, i) => {
    if (s.kind === 'staff') {
      if (!activeStaff.has(s.staff_id)) errors[`steps.${i}.staff_id`] = ['员工不存在'];
    } else if (!depts.has(s.department_id)) {
      errors[`steps.${i}.department_id`] = ['部门不存在'];
    } else if (!depts.get(s.department_id)) {
      errors[`steps.${i}.department_id`] = ['该部门未设置负责人'];
    }
  });
  copies.forEach((c, i) => {
    if (!activeStaff.has(c.staff_id)) errors[`copies.${i}.staff_id`] = ['员工不存在'];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

async function chainView(db: Database, companyId: string, type: string): Promise<ApprovalChain> {
  const [row] = await db
    .select()
    .from(approvalChains)
    .where(inCompany(approvalChains, companyId, eq(approvalChains.orderType, type)))
    .limit(1);
  const steps = row?.steps ?? [];
  const deptRows = await db
    .select({ id: departments.id, name: departments.name, head: departments.headStaffId })
    .from(departments)
    .where(inCompany(departments, companyId));
  const copies = row?.copies ?? [];
  const staffIds = [
    ...steps.flatMap((s) => (s.kind === 'staff' ? [s.staff_id] : [])),
    ...copies.map((c) => c.staff_id),
    ...deptRows.flatMap((d) => (d.head ? [d.head] : [])),
  ].filter(isGuid);
  const names = new Map(
    staffIds.length
      ? (
          await db
            .select({ id: staff.id, name: staff.name })
            .from(staff)
            .where(inCompany(staff, companyId, inArray(staff.id, staffIds)))
        ).map((r) => [r.id, r.name])
      : [],
  );
  return {
    order_type: type,
    steps: steps.map((s) => {
      if (s.kind === 'staff') return { kind: 'staff' as const, staff_id: s.staff_id, label: names.get(s.staff_id) ?? '未知人员' };
      const d = deptRows.find((x) => x.id === s.department_id);
      const head = d?.head ? names.get(d.head) : undefined;
      return {
        kind: 'department_head' as const,
        department_id: s.department_id,
        label: `${d?.name ?? '未知部门'}负责人（${head ?? '未设置'}）`,
      };
    }),
    copies: copies.map((c) => ({ staff_id: c.staff_id, on: c.on, label: names.get(c.staff_id) ?? '未知人员' })),
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}
