/**
 * Seed steps of the first services (orders and approvals, forms, notices, surveys, interaction):
 * idempotent like the rest of the seed (stable ids, `ON CONFLICT DO NOTHING`, heads set only where
 * none is set), so lists are not empty in any company.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import { approvalChains, approvalSteps, orderEvents, orders, type ApprovalStepStateValue, type ChainStepConfig } from '../orders/schema.ts';
import { departments } from '../db/schema.ts';
import { formTemplates, type FormFieldConfig } from '../../families/approval/schema.ts';
import { leaveWords, noticeReads, notices, surveyQuestions, surveyResponses, surveys } from '../../families/notice/schema.ts';
import { ORDER_TYPES, type OrderTypeDef } from '../orders/order-types.ts';
import { seedId } from './ids.ts';

type Company = { id: string };

const staffKey = (companyId: string, key: string): string => seedId(companyId, `staff:${key}`);
const deptKey = (companyId: string, key: string): string => seedId(companyId, `department:${key}`);
const hoursAgo = (base: Date, h: number): Date => new Date(base.getTime() - h * 3_600_000);

/** Department heads (chains' `department_head` steps): 行政部 -> the demo admin, and one per other department. */
export const seedDepartmentHeads = { admin: 'demo', logistics: 'repairman', it: 'staff', security: 'patrolman' } as const;

export async function seedDepartmentHeadRows(db: Database, { id }: Company): Promise<void> {
  for (const [dept, head] of Object.entries(seedDepartmentHeads)) {
    await db
      .update(departments)
      .set({ headStaffId: staffKey(id, head) })
      .where(and(eq(departments.companyId, id), eq(departments.id, deptKey(id, dept)), isNull(departments.headStaffId)));
  }
}

/** forms: the approver; goods, dorm, repair, space, car2: the approver, then the head of 行政部. */
export function seedChains(companyId: string): { orderType: string; steps: ChainStepConfig[] }[] {
  const approver: ChainStepConfig = { kind: 'staff', staff_id: staffKey(companyId, 'approver') };
  const adminHead: ChainStepConfig = { kind: 'department_head', department_id: deptKey(companyId, 'admin') };
  return [
    { orderType: ORDER_TYPES.forms.type, steps: [approver] },
    ...[ORDER_TYPES.goods, ORDER_TYPES.dorm, ORDER_TYPES.repair, ORDER_TYPES.space, ORDER_TYPES.car2].map((t) => ({
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
    .values(seedFormTemplates.map((t, i) => ({ companyId: id, id: formTemplateId(id, t.key), name: t.name, description: t.description, fields: t.fields, sort: i })))
    .onConflictDoNothing();
}

export const seedNotices = [
  {
    key: 'holiday',
    title: '关于国庆节放假安排的通知',
    content: '各部门：\n根据国家有关规定，国庆节放假时间为10月1日至10月7日，共7天。9月28日（星期日）、10月11日（星期六）上班。\n请各部门做好节前安全检查和值班安排。',
    isPublic: true,
    hoursAgo: 72,
  },
  {
    key: 'canteen',
    title: '员工餐厅营业时间调整',
    content: '自下周一起，员工餐厅晚餐供应时间调整为17:30至19:30，早餐与午餐时间不变。',
    isPublic: false,
    hoursAgo: 30,
  },
  {
    key: 'fire',
    title: '消防安全演练通知',
    content: '本周五下午15:00在办公楼前广场进行消防安全演练，请全体员工准时参加，听到警报后按疏散路线有序撤离。',
    isPublic: false,
    hoursAgo: 4,
  },
] as const;
export const noticeId = (companyId: string, key: string): string => seedId(companyId, `notice:${key}`);

export async function seedNoticeRows(db: Database, { id }: Company): Promise<void> {
  const now = new Date();
  await db
    .insert(notices)
    .values(
      seedNotices.map((n) => ({
        companyId: id,
        id: noticeId(id, n.key),
        title: n.title,
        content: n.content,
        isPublic: n.isPublic,
        authorId: staffKey(id, 'demo'),
        createdAt: hoursAgo(now, n.hoursAgo),
      })),
    )
    .onConflictDoNothing();
  // The author has read them.
  await db
    .insert(noticeReads)
    .values(seedNotices.map((n) => ({ companyId: id, noticeId: noticeId(id, n.key), staffId: staffKey(id, 'demo') })))
    .onConflictDoNothing();
}

export const seedSurvey = {
  key: 'canteen',
  title: '员工餐厅满意度调查',
  description: '为改进餐厅服务，请花一分钟填写本问卷。',
  questions: [
    { key: 'q1', title: '您对员工餐厅的总体满意度', type: 'single' as const, options: ['非常满意', '满意', '一般', '不满意'], required: true },
    { key: 'q2', title: '您希望增加哪些餐品（可多选）', type: 'multiple' as const, options: ['面食', '粥品', '水果', '轻食沙拉'], required: true },
    { key: 'q3', title: '其他意见和建议', type: 'text' as const, options: [] as string[], required: false },
  ],
};
export const surveyId = (companyId: string): string => seedId(companyId, `survey:${seedSurvey.key}`);
export const surveyQuestionId = (companyId: string, key: string): string => seedId(companyId, `survey:${seedSurvey.key}:${key}`);

export async function seedSurveyRows(db: Database, { id }: Company): Promise<void> {
  const sid = surveyId(id);
  await db
    .insert(surveys)
    .values({ companyId: id, id: sid, title: seedSurvey.title, description: seedSurvey.description, authorId: staffKey(id, 'demo'), createdAt: hoursAgo(new Date(), 48) })
    .onConflictDoNothing();
  await db
    .insert(surveyQuestions)
    .values(
      seedSurvey.questions.map((q, i) => ({
        companyId: id,
        id: surveyQuestionId(id, q.key),
        surveyId: sid,
        seq: i + 1,
        title: q.title,
        type: q.type,
        options: q.options,
        required: q.required,
      })),
    )
    .onConflictDoNothing();
  // One answer sheet (the patrolman's), so the results are not empty.
  await db
    .insert(surveyResponses)
    .values({
      companyId: id,
      id: seedId(id, `survey:${seedSurvey.key}:answer:patrolman`),
      surveyId: sid,
      staffId: staffKey(id, 'patrolman'),
      answers: [
        { question_id: surveyQuestionId(id, 'q1'), choice: 1 },
        { question_id: surveyQuestionId(id, 'q2'), choices: [0, 2] },
        { question_id: surveyQuestionId(id, 'q3'), text: '希望夜班也能提供热餐。' },
      ],
    })
    .onConflictDoNothing();
}

export async function seedLeaveWordRows(db: Database, { id }: Company): Promise<void> {
  const now = new Date();
  await db
    .insert(leaveWords)
    .values({
      companyId: id,
      id: seedId(id, 'leave_word:canteen'),
      authorId: staffKey(id, 'staff'),
      content: '食堂晚餐时间能否延长到19:30？加班的同事经常赶不上。',
      reply: '已与餐厅沟通，自下周一起晚餐供应延长至19:30。',
      replierId: staffKey(id, 'demo'),
      repliedAt: hoursAgo(now, 20),
      createdAt: hoursAgo(now, 40),
    })
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
    type: ORDER_TYPES.goods,
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
    key: 'car2-step2',
    type: ORDER_TYPES.car2,
    applicant: 'staff',
    title: '市区公务用车',
    fields: [
      { label: '用车时间', value: '2026-03-03 09:00' },
      { label: '出发地', value: '办公楼' },
      { label: '目的地', value: '市政务服务中心' },
      { label: '乘车人数', value: '2' },
    ],
    status: 'pending',
    createdHoursAgo: 8,
    steps: [
      { approver: 'approver', state: 'approved', comment: '同意', at: 7 },
      { approver: 'demo', state: 'pending', at: 7 },
    ],
  },
  {
    key: 'repair-approved',
    type: ORDER_TYPES.repair,
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
    type: ORDER_TYPES.space,
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
      { companyId: id, id: seedId(id, `order:${o.key}:event:0`), orderId, actorId: staffKey(id, o.applicant), action: 'submit', fromStatus: null, toStatus: def.inApproval, remark: null, createdAt: created },
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
