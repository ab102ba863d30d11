import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  approvalChainParamsSchema,
  approvalChainSchema,
  approvalChainUpdateSchema,
  approvalPageSchema,
  approvalQuerySchema,
  idParamsSchema,
  orderApproveSchema,
  orderCancelSchema,
  orderDetailSchema,
  orderPageSchema,
  orderRejectSchema,
  orderSubmitSchema,
  orderTransferSchema,
  orderTransitionSchema,
  orderTypesResponseSchema,
  ordersQuerySchema,
  type ApprovalChain,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import { defineRoute } from '../../platform/http/route.ts';
import type { ApiTag } from '../../platform/http/api-tags.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { approvalChains, type ChainStepConfig } from '../../platform/orders/schema.ts';
import { departments, staff } from '../../platform/db/schema.ts';
import type { Database } from '../../platform/db/types.ts';
import { isGuid } from '../../platform/crypto.ts';
import { orderType, orderTypeList, orderTypeView } from '../../platform/orders/order-types.ts';
import type { Actor } from '../../platform/orders/workflow.ts';
import { inCompany } from '../../platform/db/scoped.ts';

export const actorOf = (auth: AuthContext): Actor => ({ companyId: auth.companyId, staffId: auth.staffId, role: auth.staff.role });

/** Orders (one workflow for every module), the approval lists, the chains and the order-type registry. */
export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags: ApiTag[] = ['orders'];

  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'orders.listTypes',
    url: apiPaths.orderTypes,
    tags,
    summary: '单据类型（模块、名称、状态码与标签、后续操作）',
    description: 'The order types of the modules: module, name, status codes with their labels and the later transitions.',
    auth: 'required',
    response: { 200: orderTypesResponseSchema },
    handler: async () => orderTypeList().map(orderTypeView),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    operationId: 'orders.submit',
    url: apiPaths.orders,
    tags,
    summary: '提交单据（进入审批；审批链为空时直接通过）',
    description:
      'Submits an order of a registered type; it enters approval along the configured chain, or is approved at once when the chain is empty. Answers the order detail (201).',
    auth: 'required',
    body: orderSubmitSchema,
    response: { 201: orderDetailSchema },
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
    method: 'GET',
    operationId: 'orders.list',
    url: apiPaths.orders,
    tags,
    summary: '我的单据（分页，?status= ?order_type= 筛选，新的在前）',
    description: "A page of the caller's own orders, newest first, filtered by ?status= and ?order_type=.",
    auth: 'required',
    query: ordersQuerySchema,
    response: { 200: orderPageSchema },
    handler: async ({ auth, query }) =>
      ctx.orders.listMine(
        actorOf(auth),
        { ...(query.status === undefined ? {} : { status: query.status }), ...(query.order_type ? { orderType: query.order_type } : {}) },
        query.page,
        query.page_size,
      ),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'orders.get',
    url: apiPaths.orderPattern,
    tags,
    summary: '单据详情（申请人、审批人或管理员）：字段、审批步骤、操作记录、可执行操作',
    description:
      'One order for its applicant, an approver or an admin: fields, approval steps, events and the actions the caller may take.',
    auth: 'required',
    params: idParamsSchema,
    response: { 200: orderDetailSchema },
    handler: async ({ auth, params }) => ctx.orders.detail(actorOf(auth), params.id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    operationId: 'orders.approve',
    url: apiPaths.orderApprovePattern,
    tags,
    summary: '审批通过（当前审批人）',
    description:
      "The current approver approves their step, with an optional comment; the next step's approver or the applicant gets a push. A call without a body approves without comment.",
    auth: 'required',
    params: idParamsSchema,
    body: orderApproveSchema,
    response: { 200: orderDetailSchema },
    async handler({ auth, params, body }) {
      await ctx.orders.approve(actorOf(auth), params.id, body.comment);
      return ctx.orders.detail(actorOf(auth), params.id);
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    operationId: 'orders.reject',
    url: apiPaths.orderRejectPattern,
    tags,
    summary: '驳回（当前审批人，须填写原因）',
    description: 'The current approver rejects the order with a reason (400 {reason: [...]} without one); the applicant gets a push.',
    auth: 'required',
    params: idParamsSchema,
    body: orderRejectSchema,
    response: { 200: orderDetailSchema },
    async handler({ auth, params, body }) {
      await ctx.orders.reject(actorOf(auth), params.id, body.reason);
      return ctx.orders.detail(actorOf(auth), params.id);
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    operationId: 'orders.transfer',
    url: apiPaths.orderTransferPattern,
    tags,
    summary: '转交审批（当前审批人，转给本单位其他员工）',
    description: 'The current approver hands their step to another staff of the company (not themselves); the new approver gets a push.',
    auth: 'required',
    params: idParamsSchema,
    body: orderTransferSchema,
    response: { 200: orderDetailSchema },
    async handler({ auth, params, body }) {
      await ctx.orders.transfer(actorOf(auth), params.id, body.staff_id, body.comment);
      return ctx.orders.detail(actorOf(auth), params.id);
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    operationId: 'orders.cancel',
    url: apiPaths.orderCancelPattern,
    tags,
    summary: '撤销（申请人，仅审批中）',
    description: 'The applicant withdraws an order that is still in approval, with an optional remark; the pending approver gets a push.',
    auth: 'required',
    params: idParamsSchema,
    body: orderCancelSchema,
    response: { 200: orderDetailSchema },
    async handler({ auth, params, body }) {
      await ctx.orders.cancel(actorOf(auth), params.id, body.remark);
      return ctx.orders.detail(actorOf(auth), params.id);
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    operationId: 'orders.transition',
    url: apiPaths.orderTransitionPattern,
    tags,
    summary: '后续操作（按单据类型登记的操作，如 collect、assign、check_in、start_use）',
    description:
      "A later action registered for the order's type (collect, assign, check_in, start_use ...), allowed by the order's status and the caller's role.",
    auth: 'required',
    params: idParamsSchema,
    body: orderTransitionSchema,
    response: { 200: orderDetailSchema },
    async handler({ auth, params, body }) {
      await ctx.orders.runTransition(actorOf(auth), params.id, body.action, body.remark);
      return ctx.orders.detail(actorOf(auth), params.id);
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'approval.todo',
    url: apiPaths.approvalTodo,
    tags: ['approval'],
    summary: '待我审批（分页，新到的在前）',
    description: "A page of the orders waiting for the caller's approval, newest first.",
    auth: 'required',
    query: approvalQuerySchema,
    response: { 200: approvalPageSchema },
    handler: async ({ auth, query }) => ctx.orders.todo(actorOf(auth), query.order_type || undefined, query.page, query.page_size),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'approval.done',
    url: apiPaths.approvalDone,
    tags: ['approval'],
    summary: '我已审批（分页，最近处理的在前）',
    description: 'A page of the orders the caller has approved, rejected or transferred, most recent first.',
    auth: 'required',
    query: approvalQuerySchema,
    response: { 200: approvalPageSchema },
    handler: async ({ auth, query }) => ctx.orders.done(actorOf(auth), query.order_type || undefined, query.page, query.page_size),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'approval.getChain',
    url: apiPaths.approvalChainPattern,
    tags: ['approval'],
    summary: '审批流程配置（管理员）',
    description: 'The approval chain configured for an order type (admins only; 404 for an unknown type).',
    auth: 'required',
    params: approvalChainParamsSchema,
    response: { 200: approvalChainSchema },
    async handler({ auth, params }) {
      if (auth.staff.role !== 'admin') throw forbidden();
      if (!orderType(params.order_type)) throw notFound();
      return chainView(ctx.handle.db, auth.companyId, params.order_type);
    },
  });

  defineRoute(app, ctx, {
    method: 'PUT',
    operationId: 'approval.setChain',
    url: apiPaths.approvalChainPattern,
    tags: ['approval'],
    summary: '设置审批流程（管理员）：依次为指定员工或部门负责人',
    description:
      'Replaces the approval chain of an order type (admins only): steps in order, each a named staff or the head of a department.',
    auth: 'required',
    params: approvalChainParamsSchema,
    body: approvalChainUpdateSchema,
    response: { 200: approvalChainSchema },
    async handler({ auth, params, body }) {
      if (auth.staff.role !== 'admin') throw forbidden();
      if (!orderType(params.order_type)) throw notFound();
      const db = ctx.handle.db;
      await checkChain(db, auth.companyId, body.steps);
      const now = ctx.now();
      await db
        .insert(approvalChains)
        .values({ companyId: auth.companyId, orderType: params.order_type, steps: body.steps, updatedAt: now, updatedBy: auth.staffId })
        .onConflictDoUpdate({
          target: [approvalChains.companyId, approvalChains.orderType],
          set: { steps: body.steps, updatedAt: now, updatedBy: auth.staffId },
        });
      return chainView(db, auth.companyId, params.order_type);
    },
  });
}

/** Every staff and department of a chain must be of the caller's company (and a department needs a head). */
async function checkChain(db: Database, companyId: string, steps: ChainStepConfig[]): Promise<void> {
  const staffIds = steps.flatMap((s) => (s.kind === 'staff' && isGuid(s.staff_id) ? [s.staff_id] : []));
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
  const staffIds = [
    ...steps.flatMap((s) => (s.kind === 'staff' ? [s.staff_id] : [])),
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
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}
