/**
 * The approval family's demo rows: department heads (chains' `department_head` steps), configured
 * chains, form templates and demo orders in every state. Idempotent like the rest of the seed
 * (stable ids, `ON CONFLICT DO NOTHING`, heads set only where none is set), so lists are not empty
 * in any company.
 */
import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import {
  approvalChains,
  approvalDelegations,
  approvalSteps,
  orderEvents,
  orders,
  type ApprovalStepStateValue,
  type ChainStepConfig,
} from '../../platform/orders/schema.ts';
import { departments } from '../../platform/db/schema.ts';
import type { OrderTypeDef } from '../../platform/orders/order-types.ts';
import { hoursAgo, seedDepartmentId as deptKey, seedId, seedStaffId as staffKey } from '../../platform/seed/ids.ts';
import { formTemplates, type FormFieldConfig } from './schema.ts';
import { approvalOrderTypes as ORDER_TYPES, goodsTypeCodes, repairTypeCodes, spaceTypeCodes } from './order-types.ts';
import { inCompany } from '../../platform/db/scoped.ts';

type Company = { id: string };

/** Department heads (chains' `department_head` steps): 行政部 -> the demo admin, and one per other department. */
export const seedDepartmentHeads = { admin: 'demo', logistics: 'repairman', it: 'staff', security: 'patrolman' } as const;

export async function seedDepartmentHeadRows(db: Database, { id }: Company): Promise<void> {
  for (const [dept, head] of Object.entries(seedDepartmentHeads)) {
    await db
      .update(departments)
      .set({ headStaffId: staffKey(id, head) })
      .where(inCompany(departments, id, eq(departments.id, deptKey(id, dept)), isNull(departments.headStaffId)));
  }
}

/** forms: the approver; goods, repair, space: the approver, then the head of 行政部 (dorm, car2: their families' seeds). */
export function seedChains(companyId: string): { orderType: string; steps: ChainStepConfig[] }[] {
  const approver: ChainStepConfig = { kind: 'staff', staff_id: staffKey(companyId, 'approver') };
  const adminHead: ChainStepConfig = { kind: 'department_head', department_id: deptKey(companyId, 'admin') };
  return [
    { orderType: ORDER_TYPES.forms.type, steps: [approver] },
    ...[goodsTypeCodes, repairTypeCodes, spaceTypeCodes].map((t) => ({
      orderType: t.type,
      steps: [approver, adminHead],
    })),
  ];
}

export async function seedChainRows(db: Database, { id }: Company): Promise<void> {
  await db
    .insert(approvalChains)
    .values(seedChains(id).map((c) => ({ companyId: id, orderType: c.orderType, steps: c.steps })))
    .onConflictDoNothing();
}

export const seedFormTemplates: { key: string; name: string; description: string; fields: FormFieldConfig[] }[] = [
  {
    key: 'general',
    name: '通用申请',
    description: '事项申请、费用申请等通用流程',
    fields: [
      { key: 'reason', label: '事由', type: 'textarea', required: true },
      { key: 'date', label: '日期', type: 'date', required: true },
      { key: 'amount', label: '金额', type: 'number', required: false },
    ],
  },
  {
    key: 'trip',
    name: '出差申请',
    description: '因公出差的行程与预算',
    fields: [
      { key: 'destination', label: '目的地', type: 'text', required: true },
      { key: 'start_date', label: '出发日期', type: 'date', required: true },
      { key: 'end_date', label: '返回日期', type: 'date', required: true },
      { key: 'transport', label: '交通方式', type: 'select', options: ['飞机', '火车', '汽车', '公务车'], required: true },
      { key: 'budget', label: '预算（元）', type: 'number', required: false },
      { key: 'remark', label: '备注', type: 'textarea', required: false },
    ],
  },
];
export const formTemplateId = (companyId: string, key: string): string => seedId(companyId, `form:${key}`);

export async function seedFormTemplateRows(db: Database, { id }: Company): Promise<void> {
  await db
    .insert(formTemplates)
    .values(
      seedFormTemplates.map((t, i) => ({
        companyId: id,
        id: formTemplateId(id, t.key),
        name: t.name,
        description: t.description,
        fields: t.fields,
        sort: i,
      })),
    )
    .onConflictDoNothing();
}

interface DemoStep {
  approver: string;
  state: ApprovalStepStateValue;
  comment?: string;
  /** Hours before the seed time when it was acted on (or became pending). */
  at: number;
}
interface DemoOrder {
  key: string;
  type: OrderTypeDef;
  applicant: string;
  title: string;
  fields: { label: string; value: string }[];
  status: 'pending' | 'approved' | 'rejected';
  createdHoursAgo: number;
  steps: DemoStep[];
}

/** Demo orders of 普通员工 (13800000005): lists and detail screens show every state at once. */
export const demoOrders: DemoOrder[] = [
  {
    key: 'goods-pending',
    type: goodsTypeCodes,
    applicant: 'staff',
    title: '领用办公用品',
    fields: [
      { label: '物品', value: 'A4 打印纸' },
      { label: '数量', value: '5 包' },
      { label: '用途', value: '部门日常打印' },
    ],
    status: 'pending',
    createdHoursAgo: 2,
    steps: [
      { approver: 'approver', state: 'pending', at: 2 },
      { approver: 'demo', state: 'waiting', at: 0 },
    ],
  },
  {
    key: 'forms-pending',
    type: ORDER_TYPES.forms,
    applicant: 'staff',
    title: '通用申请',
    fields: [
      { label: '事由', value: '采购部门会议用投影仪转换头' },
      { label: '日期', value: '2026-03-02' },
      { label: '金额', value: '120' },
    ],
    status: 'pending',
    createdHoursAgo: 5,
    steps: [{ approver: 'approver', state: 'pending', at: 5 }],
  },
  {
    key: 'repair-approved',
    type: repairTypeCodes,
    applicant: 'staff',
    title: '办公室空调不制冷',
    fields: [
      { label: '报修地点', value: '办公楼 3 楼 302' },
      { label: '故障描述', value: '空调开机后不制冷，有异响' },
    ],
    status: 'approved',
    createdHoursAgo: 50,
    steps: [
      { approver: 'approver', state: 'approved', comment: '同意', at: 49 },
      { approver: 'demo', state: 'approved', comment: '请后勤尽快处理', at: 48 },
    ],
  },
  {
    key: 'space-rejected',
    type: spaceTypeCodes,
    applicant: 'staff',
    title: '预约第一会议室',
    fields: [
      { label: '场地', value: '第一会议室' },
      { label: '时间', value: '2026-03-05 14:00 至 16:00' },
      { label: '用途', value: '季度总结会' },
    ],
    status: 'rejected',
    createdHoursAgo: 30,
    steps: [
      { approver: 'approver', state: 'rejected', comment: '该时段会议室已被占用，请改约其他时间', at: 29 },
      { approver: 'demo', state: 'cancelled', at: 0 },
    ],
  },
];
export const demoOrderId = (companyId: string, key: string): string => seedId(companyId, `order:${key}`);

export async function seedOrderRows(db: Database, { id }: Company): Promise<void> {
  const now = new Date();
  for (const o of demoOrders) {
    const orderId = demoOrderId(id, o.key);
    const def = o.type;
    const created = hoursAgo(now, o.createdHoursAgo);
    const lastAct = hoursAgo(now, Math.min(...o.steps.map((s) => s.at).filter((h) => h > 0)));
    const status = o.status === 'pending' ? def.inApproval : o.status === 'approved' ? def.afterApproval : def.rejected;
    const rejectReason = o.status === 'rejected' ? (o.steps.find((s) => s.state === 'rejected')?.comment ?? null) : null;
    const inserted = await db
      .insert(orders)
      .values({
        companyId: id,
        id: orderId,
        module: def.module,
        orderType: def.type,
        applicantId: staffKey(id, o.applicant),
        title: o.title,
        status,
        payload: { fields: o.fields, data: { demo: true } },
        rejectReason,
        version: o.steps.filter((s) => s.state !== 'waiting' && s.state !== 'pending' && s.state !== 'cancelled').length,
        createdAt: created,
        updatedAt: o.status === 'pending' && o.steps[0]?.state === 'pending' ? created : lastAct,
        approvedAt: o.status === 'approved' ? lastAct : null,
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (inserted.length === 0) continue; // already seeded: keep it as it is now
    await db.insert(approvalSteps).values(
      o.steps.map((s, i) => ({
        companyId: id,
        id: seedId(id, `order:${o.key}:step:${i + 1}`),
        orderId,
        seq: i + 1,
        approverId: staffKey(id, s.approver),
        state: s.state,
        comment: s.comment ?? null,
        pendingSince: s.state === 'waiting' || s.state === 'cancelled' ? null : hoursAgo(now, s.at),
        actedAt: ['approved', 'rejected'].includes(s.state) ? hoursAgo(now, s.at) : null,
        createdAt: created,
      })),
    );
    const events: (typeof orderEvents.$inferInsert)[] = [
      {
        companyId: id,
        id: seedId(id, `order:${o.key}:event:0`),
        orderId,
        actorId: staffKey(id, o.applicant),
        action: 'submit',
        fromStatus: null,
        toStatus: def.inApproval,
        remark: null,
        createdAt: created,
      },
    ];
    const acted = o.steps.filter((s) => s.state === 'approved' || s.state === 'rejected');
    acted.forEach((s, i) => {
      const last = i === acted.length - 1;
      const to = s.state === 'rejected' ? def.rejected : last && o.status === 'approved' ? def.afterApproval : def.inApproval;
      events.push({
        companyId: id,
        id: seedId(id, `order:${o.key}:event:${i + 1}`),
        orderId,
        actorId: staffKey(id, s.approver),
        action: s.state === 'rejected' ? 'reject' : 'approve',
        fromStatus: def.inApproval,
        toStatus: to,
        remark: s.comment ?? null,
        createdAt: hoursAgo(now, s.at),
      });
    });
    await db.insert(orderEvents).values(events);
  }
}

/** A delegation of the approver that ended long ago (代理审批 history; the isolation probe of its cancel endpoint). */
export const pastDelegationId = (companyId: string): string => seedId(companyId, 'delegation:past');

export async function seedDelegationRows(db: Database, { id }: Company): Promise<void> {
  await db
    .insert(approvalDelegations)
    .values({
      companyId: id,
      id: pastDelegationId(id),
      staffId: staffKey(id, 'approver'),
      delegateId: staffKey(id, 'demo'),
      startsOn: '2026-01-05',
      endsOn: '2026-01-09',
    })
    .onConflictDoNothing();
}
