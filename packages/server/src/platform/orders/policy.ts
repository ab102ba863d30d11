/**
 * The order engine's rules of who may act, and its refusals (one wording for every family): the
 * actor, the messages, the pending-step check and the later transitions' `by`.
 */
import { HttpError, badRequest } from '../errors.ts';
import type { StaffRole } from '../db/schema.ts';
import type { approvalSteps } from './schema.ts';
import { statusLabel, type OrderRow, type OrderTypeDef, type TransitionDef } from './order-types.ts';

export type StepRow = typeof approvalSteps.$inferSelect;

/** The staff acting (from the token). */
export interface Actor {
  companyId: string;
  staffId: string;
  role: StaffRole;
}

export const workflowMessages = {
  conflict: '单据状态已变化，请刷新后重试',
  illegal: '当前状态不能执行该操作',
  notApprover: '您不是当前审批人',
  notInApproval: '单据不在审批中',
  onlyApplicantCancels: '只有申请人可以撤销',
  cancelOnlyInApproval: '只有审批中的单据可以撤销',
  rejectReason: '请填写驳回原因',
  unknownType: '未知的单据类型',
  notGenericSubmit: '该类型的单据请在对应模块提交',
  unknownAction: '不支持的操作',
  viaModuleOnly: '该操作请在对应模块中办理',
  transferSelf: '不能转交给自己',
  transferApplicant: '不能转交给申请人',
  transferUnknown: '审批人不存在',
  selfApprover: '不能选择自己作为审批人',
  selfHeadedDepartment: '不能选择自己负责的部门审批',
  noApprover: '审批流程配置有误：除申请人外没有可审批的人',
  autoApproved: '无需审批，自动通过',
  onlyInModule: '请在对应模块中办理该操作',
  ownOrder: '不能审批自己提交的单据',
  handledBy: (name: string) => `该审批已由${name}处理`,
  system: '系统',
  repeatedApprover: '审批人与上一步相同，自动通过',
  onlyApplicantUrges: '只有申请人可以催办',
  urgeTooSoon: (time: string) => `每个审批步骤每小时只能催办一次，请于${time}后再试`,
  signerSelf: '不能加签自己',
  signerApplicant: '不能加签申请人',
  signerUnknown: '加签人不存在或已停用',
} as const;

export const conflict = (): HttpError => new HttpError(409, { detail: workflowMessages.conflict });
export const forbiddenWith = (detail: string): HttpError => new HttpError(403, { detail });

/** A loaded order: its row, its registry entry and its steps in order. */
export interface OrderContext {
  order: OrderRow;
  def: OrderTypeDef;
  steps: StepRow[];
}

/** May the actor run the transition through the generic endpoint? `module` transitions never (their family's endpoint decides). */
export function mayRun(t: TransitionDef, order: OrderRow, actor: Actor): boolean {
  if (t.by === 'module') return false;
  return t.by === 'admin' ? actor.role === 'admin' : order.applicantId === actor.staffId;
}

/** Why the generic endpoint refuses a transition. */
export function refusalOf(t: TransitionDef): string {
  if (t.by === 'module') return workflowMessages.onlyInModule;
  return t.by === 'admin' ? '只有管理员可以执行该操作' : '只有申请人可以执行该操作';
}

/** The pending step the caller may act on, and the approver he acts for when he is that step's delegate. */
export interface Turn {
  step: StepRow;
  /** The approver a delegate acts for (由 X 代 Y 审批); null when the approver acts himself. */
  onBehalfOf: string | null;
}

/**
 * The caller's turn: the pending step is his, or he is its delegate (代理审批; never on his own order:
 * the self-approval rule holds through delegation). Refusals: not in approval 400, not his turn 403.
 */
export function requireTurn(order: OrderRow, def: OrderTypeDef, steps: StepRow[], actor: Actor): Turn {
  if (order.status !== def.inApproval) throw badRequest(`${workflowMessages.notInApproval}（当前状态：${statusLabel(def, order.status)}）`);
  const pending = steps.find((s) => s.state === 'pending');
  if (pending?.approverId === actor.staffId) return { step: pending, onBehalfOf: null };
  if (pending && pending.delegateId === actor.staffId) {
    if (order.applicantId === actor.staffId) throw forbiddenWith(workflowMessages.ownOrder);
    return { step: pending, onBehalfOf: pending.approverId };
  }
  throw forbiddenWith(workflowMessages.notApprover);
}

/** The caller's pending step (his own or as delegate), or the precise refusal. */
export function requirePendingStep(order: OrderRow, def: OrderTypeDef, steps: StepRow[], actor: Actor): StepRow {
  return requireTurn(order, def, steps, actor).step;
}
