import { z } from 'zod';
import { approvalItemSchema } from './approval.ts';
import { fileRefSchema } from './file-schemas.ts';
import { keysetPageQuerySchema, pageQuerySchema } from './messages.ts';
import { keysetPageOf, pageOf, personRefSchema } from './page.ts';
import {
  amountFenSchema,
  clientKeySchema,
  hubDateInputSchema,
  hubDateTimeInputSchema,
  personNameSchema,
  staffIdsSchema,
  visitorMessages as M,
  visitorStatusSchema,
} from './visitor-common.ts';
import { int32Schema } from './input-limits.ts';

/**
 * Receptions (接待, /reception and /RApprove): guests, dates, hosts and budget; the agenda (plans),
 * preparation items, one main task and its child tasks (assignees, due time, state), fees per task
 * in integer fen with a photo, and who may view or arrange. A reception is an order of type
 * `reception` on the one workflow (approved on /RApprove, or in the approval centre).
 */

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `不能超过${String(max)}个字`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `不能超过${String(max)}个字`)
    .optional();

export const receptionGuestSchema = z.object({
  name: personNameSchema,
  /** 职务, e.g. 总经理. */
  title: optionalText(30),
  phone: optionalText(20),
});
export type ReceptionGuest = z.infer<typeof receptionGuestSchema>;

/** A contact the guests' page shows (typed by the host: the page never reads the staff directory). */
export const receptionContactSchema = z.object({ name: personNameSchema, phone: z.string().trim().max(20) });
export type ReceptionContact = z.infer<typeof receptionContactSchema>;

/** POST visitor/receptions/: hosts picked on receptionSelStaff, reviewed on receptionSelectedStaffs. */
export const receptionCreateSchema = z.object({
  title: text(50, M.title),
  guest_company: text(50, '请填写来宾单位'),
  guests: z.array(receptionGuestSchema, { error: '请添加来宾' }).min(1, '请添加来宾').max(50, '来宾不能超过50人'),
  start_date: hubDateInputSchema,
  end_date: hubDateInputSchema,
  place: text(100, '请填写接待地点'),
  budget_fen: int32Schema.min(0, '预算不能为负'),
  host_ids: staffIdsSchema(10).refine((ids) => ids.length > 0, { message: '请选择接待负责人' }),
  contacts: z.array(receptionContactSchema).max(5).default([]),
  remark: optionalText(500),
  client_key: clientKeySchema,
});
export type ReceptionCreate = z.input<typeof receptionCreateSchema>;

/** One agenda item (receptionPlans; RSPT shows one to the guests). */
export const receptionPlanInputSchema = z.object({
  start_time: hubDateTimeInputSchema,
  end_time: hubDateTimeInputSchema.optional(),
  title: text(50, M.title),
  place: optionalText(100),
  content: optionalText(500),
});
export const receptionPlansUpdateSchema = z.object({ items: z.array(receptionPlanInputSchema).max(50, '日程不能超过50项') });
export type ReceptionPlansUpdate = z.input<typeof receptionPlansUpdateSchema>;

export const receptionPlanSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  start_time: z.string(),
  end_time: z.string().nullable(),
  title: z.string(),
  place: z.string(),
  content: z.string(),
});
export type ReceptionPlan = z.infer<typeof receptionPlanSchema>;

export const RECEPTION_TASK_KINDS = ['main', 'child', 'prepare'] as const;
export const RECEPTION_TASK_STATES = ['todo', 'doing', 'done'] as const;
export const RECEPTION_TASK_STATE_LABELS = { todo: '未开始', doing: '进行中', done: '已完成' } as const;

/** A preparation item, the main task or a child task (receptionEditPrepare / EditMainTask / EditChild). */
export const receptionTaskInputSchema = z.object({
  title: text(50, M.title),
  content: optionalText(500),
  assignee_ids: staffIdsSchema(20).refine((ids) => ids.length > 0, { message: '请选择负责人' }),
  due_time: hubDateTimeInputSchema,
});
export type ReceptionTaskInput = z.input<typeof receptionTaskInputSchema>;
/** POST visitor/receptions/{id}/tasks/: a preparation item or a child task (the main task has its own PUT). */
export const receptionTaskCreateSchema = receptionTaskInputSchema.extend({
  kind: z.enum(['child', 'prepare'], { error: '请选择任务类型' }),
});
export type ReceptionTaskCreate = z.input<typeof receptionTaskCreateSchema>;
export const receptionTaskUpdateSchema = receptionTaskInputSchema.partial();
export type ReceptionTaskUpdate = z.input<typeof receptionTaskUpdateSchema>;
export const receptionTaskStateSchema = z.object({ state: z.enum(RECEPTION_TASK_STATES, { error: '请选择任务状态' }) });

export const receptionTaskSchema = z.object({
  id: z.string(),
  reception_id: z.string(),
  reception_title: z.string(),
  kind: z.enum(RECEPTION_TASK_KINDS),
  title: z.string(),
  content: z.string(),
  assignees: z.array(personRefSchema),
  due_at: z.string(),
  due_time: z.string(),
  state: z.enum(RECEPTION_TASK_STATES),
  state_label: z.string(),
  fee_total_fen: z.number().int(),
  /** May the caller change its state (an assignee or an arranger) or edit it (an arranger)? */
  can_update_state: z.boolean(),
  can_edit: z.boolean(),
});
export type ReceptionTask = z.infer<typeof receptionTaskSchema>;

/** PUT visitor/receptions/{id}/auth/ (receptionAuth: who may view; receptionArrangeAuth: who may arrange). */
export const receptionAuthUpdateSchema = z.object({ viewer_ids: staffIdsSchema(50), arranger_ids: staffIdsSchema(50) });
export type ReceptionAuthUpdate = z.input<typeof receptionAuthUpdateSchema>;

export const receptionRoleSchema = z.enum(['host', 'arranger', 'viewer', 'assignee', 'approver', 'admin']);

export const receptionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  guest_company: z.string(),
  guest_count: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  place: z.string(),
  budget_fen: z.number().int(),
  /** The applicant (who created it); `hosts` are the people in charge. */
  applicant: personRefSchema,
  hosts: z.array(personRefSchema),
  status: visitorStatusSchema,
  created_time: z.string(),
});
export type ReceptionSummary = z.infer<typeof receptionSummarySchema>;

export const receptionShareLinkSchema = z.object({ token: z.string(), path: z.string(), expires_at: z.string(), expires_time: z.string() });
export type ReceptionShareLink = z.infer<typeof receptionShareLinkSchema>;

export const receptionCommentSchema = z.object({
  rating: z.number().int(),
  content: z.string(),
  guest_name: z.string(),
  created_time: z.string(),
});

export const receptionDetailSchema = receptionSummarySchema.extend({
  guests: z.array(z.object({ name: z.string(), title: z.string(), phone: z.string() })),
  contacts: z.array(z.object({ name: z.string(), phone: z.string() })),
  remark: z.string(),
  reject_reason: z.string().nullable(),
  plans: z.array(receptionPlanSchema),
  prepares: z.array(receptionTaskSchema),
  main_task: receptionTaskSchema.nullable(),
  children: z.array(receptionTaskSchema),
  viewers: z.array(personRefSchema),
  arrangers: z.array(personRefSchema),
  fee_total_fen: z.number().int(),
  /** The guests' link (host and arrangers only, once shared). */
  share: receptionShareLinkSchema.nullable(),
  comment: receptionCommentSchema.nullable(),
  my_roles: z.array(receptionRoleSchema),
  /** The approver whose pending step the caller holds as his delegate (代 X 审批, issue 41), else null. */
  delegated_from: personRefSchema.nullable().optional(),
  can: z.object({
    arrange: z.boolean(),
    authorize: z.boolean(),
    share: z.boolean(),
    add_fee: z.boolean(),
    approve: z.boolean(),
    /** 开始接待 (待接待 → 接待中) and 完成接待 (接待中 → 已完成): the applicant, through POST orders/{id}/transition/. */
    start: z.boolean(),
    finish: z.boolean(),
  }),
});
export type ReceptionDetail = z.infer<typeof receptionDetailSchema>;

/** GET visitor/receptions/?scope=: mine (created or hosting), assigned (a task of mine), viewable (authorised to view or arrange). */
export const receptionListQuerySchema = pageQuerySchema.extend({
  scope: z.enum(['mine', 'assigned', 'viewable']).default('mine'),
});
export const receptionPageSchema = pageOf(receptionSummarySchema);
export type ReceptionPage = z.infer<typeof receptionPageSchema>;

/** GET visitor/reception_approvals/?state=todo|done (RApprove): the approval item and its reception. */
export const receptionApprovalQuerySchema = keysetPageQuerySchema.extend({ state: z.enum(['todo', 'done']).default('todo') });
export const receptionApprovalItemSchema = approvalItemSchema.extend({ reception: receptionSummarySchema });
export const receptionApprovalPageSchema = keysetPageOf(receptionApprovalItemSchema);
export type ReceptionApprovalPage = z.infer<typeof receptionApprovalPageSchema>;

// --- fees (receptionOrderFee, receptionAddFee, receptionFeeSelTask)

export const receptionFeeCreateSchema = z.object({
  task_id: z.string({ error: '请选择任务' }).min(1, '请选择任务'),
  name: text(30, '请填写费用名称'),
  amount_fen: amountFenSchema,
  photo_id: z.string({ error: M.photo }).min(1, M.photo),
  remark: optionalText(200),
  client_key: clientKeySchema,
});
export type ReceptionFeeCreate = z.input<typeof receptionFeeCreateSchema>;

export const receptionFeeSchema = z.object({
  id: z.string(),
  task_id: z.string(),
  name: z.string(),
  amount_fen: z.number().int(),
  photo: fileRefSchema.nullable(),
  remark: z.string(),
  added_by: personRefSchema,
  created_time: z.string(),
});
export type ReceptionFee = z.infer<typeof receptionFeeSchema>;

export const receptionFeesSchema = z.object({
  reception_id: z.string(),
  budget_fen: z.number().int(),
  /** The sum of every task's total, to the fen. */
  total_fen: z.number().int(),
  tasks: z.array(
    z.object({
      task: z.object({ id: z.string(), kind: z.enum(RECEPTION_TASK_KINDS), title: z.string() }),
      total_fen: z.number().int(),
      fees: z.array(receptionFeeSchema),
    }),
  ),
});
export type ReceptionFees = z.infer<typeof receptionFeesSchema>;

// --- the guests' pages (RSP, RSPT, RSC, receptionShareComment: no login)

export const receptionSharedSchema = z.object({
  company_name: z.string(),
  title: z.string(),
  guest_company: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  place: z.string(),
  contacts: z.array(z.object({ name: z.string(), phone: z.string() })),
  plans: z.array(receptionPlanSchema),
  status_label: z.string(),
  expires_time: z.string(),
  /** The reception is over and this link has not rated it yet. */
  can_comment: z.boolean(),
  comment: receptionCommentSchema.nullable(),
});
export type ReceptionShared = z.infer<typeof receptionSharedSchema>;

export const receptionSharePlanParamsSchema = z.object({ token: z.string(), plan: z.string() });

export const receptionShareCommentInputSchema = z.object({
  rating: z.number({ error: M.rating }).int(M.rating).min(1, M.rating).max(5, M.rating),
  content: z.string().trim().max(500, '评价不能超过500个字').default(''),
  guest_name: z.string().trim().max(30).default(''),
});
export type ReceptionShareCommentInput = z.input<typeof receptionShareCommentInputSchema>;
