import type { ApprovalStepState } from '@campus/contracts';

/** The approval module's user-facing words, written once. */

/** The approval centre's tabs: what waits for the caller, what he acted on, what he started, what was copied to him (issue 41). */
export const LIST_TAB_LABELS = { todo: '待我审批', done: '我已审批', mine: '我发起的', cc: '抄送我的' } as const;

/** A step of the chain as the detail screen names its state. */
export const STEP_STATE_LABELS: Readonly<Record<ApprovalStepState, string>> = {
  waiting: '等待中',
  pending: '待审批',
  approved: '已通过',
  rejected: '已驳回',
  transferred: '已转交',
  cancelled: '已取消',
};

/** The workflow's own actions (buttons and the audit trail). */
export const ACTION_LABELS = {
  submit: '提交',
  approve: '同意',
  reject: '驳回',
  transfer: '转交',
  cancel: '撤回',
  urge: '催办',
  add_signer: '加签',
  timeout: '超时处理',
} as const;

/** Issue 41's words: urge, batch approval, add a signer, copies, delegation. */
export const STALL_LABELS = {
  urgeTitle: '催办',
  urgePlaceholder: '给审批人留言（选填）',
  urgeDone: '已催办，审批人将收到提醒',
  batchMode: '批量审批',
  batchExit: '取消',
  selectAll: '全选',
  unselectAll: '取消全选',
  batchApprove: (n: number) => `批量同意（${String(n)}）`,
  batchTitle: '批量同意',
  batchChooseFirst: '请选择要审批的单据',
  batchAllDone: (n: number) => `已同意 ${String(n)} 条`,
  batchResultTitle: '批量审批结果',
  batchSummary: (ok: number, failed: number) => `已同意 ${String(ok)} 条，${String(failed)} 条未能处理：`,
  addSigner: '加签',
  addSignerBefore: '前加签（先由加签人审批，再回到我）',
  addSignerAfter: '后加签（我同意后由加签人审批）',
  addSignerStaff: '加签人',
  addSignerChoose: '请选择加签人',
  addSignerComment: '加签说明（选填）',
  unread: '未读',
  read: '已读',
  delegatedFrom: (name: string) => `代${name}审批`,
  /** In the approver's own 我已审批: the delegate who decided the step for him. */
  decidedBy: (name: string) => `由${name}代审批`,
  delegate: '代理人',
  actedFor: (actor: string, approver: string) => `由${actor}代${approver}审批`,
  delegationEntry: '代理审批',
} as const;

/** The urge button while it waits for its hour: when it opens again ('HH:mm'). */
export const urgeLater = (time: string): string => `催办（${time}后可用）`;

/** Titles the screens show (the same words as their routes' titles). */
export const SCREEN_TITLES = {
  list: '审批',
  delegation: '代理审批',
  settings: '审批设置',
  selectApprover: '选择审批人',
  flowSend: '流程发送',
  flowSendSelStaff: '选择人员',
  flowSendSelDept: '选择部门',
} as const;

export const MSG_ACTION_DONE = '操作成功';
export const MSG_SUBMITTED = '提交成功';
export const MSG_REJECT_REASON_REQUIRED = '请填写驳回原因';
export const MSG_CHOOSE_TRANSFER_STAFF = '请选择转交的审批人';
export const MSG_CONFIRM_CANCEL = '确定撤回该申请吗？';
export const MSG_MISSING_ORDER = '缺少单据编号，无法查看详情';
export const MSG_MISSING_TEMPLATE = '缺少表单模板，请返回重新选择';
export const confirmTransition = (name: string): string => `确定${name}吗？`;
/** An audit-trail step approved with more to come (the status stays 审批中): what happened, whose turn it is. */
export const stepPassed = (ordinal: number, next: string | null): string =>
  next === null ? `第 ${String(ordinal)} 步通过` : `第 ${String(ordinal)} 步通过，待 ${next} 审批`;

export const LABELS = {
  orderType: '类型',
  applicant: '申请人',
  department: '部门',
  createdTime: '提交时间',
  approvalTime: '审批时间',
  rejectReason: '驳回原因',
  basics: '基本信息',
  content: '申请内容',
  chain: '审批流程',
  trail: '操作记录',
  noChain: '无需审批',
  comment: '审批意见',
  actTime: '处理时间',
  commentPlaceholder: '请输入审批意见（选填）',
  reasonPlaceholder: '请输入驳回原因',
  transferTo: '转交给',
  transferComment: '转交说明',
  transferCommentPlaceholder: '请输入转交说明（选填）',
  confirmTransfer: '确认转交',
  chooseStaff: '请选择人员',
  confirm: '确定',
  templates: '发起流程',
  myFlows: '我的流程',
  noTemplates: '暂无可用的表单',
  flowTitle: '标题',
  approvers: '审批人',
  departments: '审批部门',
  approversHint: '按选择顺序依次审批',
  departmentsHint: '由部门负责人审批',
  noneChosen: '未选择（按默认流程审批）',
  submit: '提交',
  remove: '移除',
} as const;
