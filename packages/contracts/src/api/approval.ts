import { z } from 'zod';
import { keysetPageQuerySchema } from './messages.ts';
import { keysetPageOf } from './page.ts';
import { approvalStepStateSchema, orderSummarySchema } from './orders.ts';
import { defineEndpoint } from './endpoint.ts';

/** The caller's step of the order (todo: pending; done: the latest step the caller acted on). */
export const approvalMyStepSchema = z.object({
  seq: z.number().int(),
  state: approvalStepStateSchema,
  comment: z.string().nullable(),
  acted_at: z.string().nullable(),
  /** acted_at as local 'YYYY-MM-DD HH:mm:ss' (display: first 16 characters, or --). */
  act_time: z.string().nullable(),
  /** In 待我审批 and 我已审批: the approver the caller is (or acted as) the delegate of (代 X 审批), else null. */
  delegated_from: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  /** In the approver's own 我已审批: the delegate who decided this step for him (由X代审批), else null. */
  decided_by: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
});
export type ApprovalMyStep = z.infer<typeof approvalMyStepSchema>;

/** One row of the approval lists: the order summary plus the caller's step. */
export const approvalItemSchema = orderSummarySchema.extend({ my_step: approvalMyStepSchema });
export type ApprovalItem = z.infer<typeof approvalItemSchema>;

/** GET /9077/api/approval/todo/ and /approval/done/ (paged by key, newest first); `order_type` filters. */
export const approvalQuerySchema = keysetPageQuerySchema.extend({ order_type: z.string().optional() });
export const approvalPageSchema = keysetPageOf(approvalItemSchema);
export type ApprovalPage = z.infer<typeof approvalPageSchema>;

/** A configured chain step: a given staff, or the head of a department (resolved at submit). */
export const chainStepInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('staff'), staff_id: z.string().min(1) }),
  z.object({ kind: z.literal('department_head'), department_id: z.string().min(1) }),
]);
export type ChainStepInput = z.infer<typeof chainStepInputSchema>;

/** PUT /9077/api/approval/chains/{order_type}/ (admin): the ordered steps (empty: approved at once). */
export const approvalChainUpdateSchema = z.object({
  steps: z.array(chainStepInputSchema).max(10),
  /** Who the order type copies (抄送): at submission, or once approved (issue 41); absent keeps none. */
  copies: z
    .array(z.object({ staff_id: z.string().min(1), on: z.enum(['submit', 'approved']) }))
    .max(20)
    .optional(),
});
export type ApprovalChainUpdate = z.infer<typeof approvalChainUpdateSchema>;

/** A chain step as answered: with a display label (staff name, or '<department>负责人（<head>）'). */
export const chainStepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('staff'), staff_id: z.string(), label: z.string() }),
  z.object({ kind: z.literal('department_head'), department_id: z.string(), label: z.string() }),
]);
export type ChainStep = z.infer<typeof chainStepSchema>;

/** GET/PUT /9077/api/approval/chains/{order_type}/ (admin). */
export const approvalChainSchema = z.object({
  order_type: z.string(),
  steps: z.array(chainStepSchema),
  copies: z.array(z.object({ staff_id: z.string(), on: z.enum(['submit', 'approved']), label: z.string() })).optional(),
  updated_at: z.string().nullable(),
});
export type ApprovalChain = z.infer<typeof approvalChainSchema>;
export const approvalChainParamsSchema = z.object({ order_type: z.string() });

/** The approval operations (OpenAPI tag `approval`): the server routes, the client calls and the document read these. */
export const approvalEndpoints = {
  todo: defineEndpoint({
    method: 'GET',
    path: '/approval/todo/',
    operationId: 'approval.todo',
    tags: ['approval'],
    summary: '待我审批（分页，新到的在前）',
    description: "A page of the orders waiting for the caller's approval, newest first.",
    auth: 'required',
    query: approvalQuerySchema,
    response: { 200: approvalPageSchema },
  }),
  done: defineEndpoint({
    method: 'GET',
    path: '/approval/done/',
    operationId: 'approval.done',
    tags: ['approval'],
    summary: '我已审批（分页，最近处理的在前）',
    description: 'A page of the orders the caller has approved, rejected or transferred, most recent first.',
    auth: 'required',
    query: approvalQuerySchema,
    response: { 200: approvalPageSchema },
  }),
  getChain: defineEndpoint({
    method: 'GET',
    path: '/approval/chains/:order_type/',
    operationId: 'approval.getChain',
    tags: ['approval'],
    summary: '审批流程配置（管理员）',
    description: 'The approval chain configured for an order type (admins only; 404 for an unknown type).',
    auth: 'required',
    params: approvalChainParamsSchema,
    response: { 200: approvalChainSchema },
  }),
  setChain: defineEndpoint({
    method: 'PUT',
    path: '/approval/chains/:order_type/',
    operationId: 'approval.setChain',
    tags: ['approval'],
    summary: '设置审批流程（管理员）：依次为指定员工或部门负责人',
    description:
      'Replaces the approval chain of an order type (admins only): steps in order, each a named staff or the head of a department.',
    auth: 'required',
    params: approvalChainParamsSchema,
    body: approvalChainUpdateSchema,
    response: { 200: approvalChainSchema },
  }),
} as const;
