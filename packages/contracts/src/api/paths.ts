/**
 * Every hub API path (spec section 7: all calls go under /9077/api/...).
 * Django-REST style: trailing slashes everywhere. Client and server import these.
 */
export const API_PREFIX = '/9077/api';
export const DOCS_PREFIX = '/9077/docs';

export const apiPaths = {
  /** POST: login with {p, openid}, {openid, company_id} or {phone, password, company_id} (the spec's `{token}`). */
  login: `${API_PREFIX}/token/`,
  /** GET: load a staff record (the spec's `{token}{user_id}/`). */
  staffRecord: (userId: string) => `${API_PREFIX}/token/${encodeURIComponent(userId)}/`,
  staffRecordPattern: `${API_PREFIX}/token/:user_id/`,
  /** POST: revoke the caller's token (log out). */
  revokeToken: `${API_PREFIX}/token/revoke/`,
  /** POST: change the caller's password. */
  passwordChange: `${API_PREFIX}/password/change/`,
  /** POST: ask for a reset code (delivered to the staff, never in the answer). */
  passwordResetCode: `${API_PREFIX}/password/reset/code/`,
  /** POST: reset a forgotten password with the code. */
  passwordReset: `${API_PREFIX}/password/reset/`,
  /** GET: permission rules of the caller's company and role. */
  rules: `${API_PREFIX}/app_models/rules/`,
  /** POST: remote configuration for the WeChat JS-SDK signature. */
  wechatConfig: `${API_PREFIX}/wechat/config/`,
  /** GET ?code=&company_id=: WeChat OAuth (snsapi_base) -> openid and a signed login code p. */
  wechatOAuth: `${API_PREFIX}/wechat/oauth/`,
  /** GET: the companies to choose from on the login screen (`?type=` keeps one tenant type); no login. */
  companies: `${API_PREFIX}/companies/`,
  /** GET: server time. */
  systemTime: `${API_PREFIX}/system/time/`,
  /** GET: liveness and database kind. */
  health: `${API_PREFIX}/health/`,
  /** GET: server-sent events; `?token=` because EventSource cannot set headers. */
  pushStream: `${API_PREFIX}/push/stream/`,
  /** POST: send a push to a staff of the caller's company (admin only; for QA). */
  pushSend: `${API_PREFIX}/push/send/`,
  /** GET: the caller's messages, paged. */
  messages: `${API_PREFIX}/messages/`,
  message: (id: string) => `${API_PREFIX}/messages/${encodeURIComponent(id)}/`,
  messagePattern: `${API_PREFIX}/messages/:id/`,
  messageRead: (id: string) => `${API_PREFIX}/messages/${encodeURIComponent(id)}/read/`,
  messageReadPattern: `${API_PREFIX}/messages/:id/read/`,
  messagesReadAll: `${API_PREFIX}/messages/read_all/`,
  messagesUnreadCount: `${API_PREFIX}/messages/unread_count/`,

  // Orders: one workflow for every module (see orders.ts).
  /** GET: the caller's orders (paged; `status`, `order_type`); POST: submit an order. */
  orders: `${API_PREFIX}/orders/`,
  order: (id: string) => `${API_PREFIX}/orders/${encodeURIComponent(id)}/`,
  orderPattern: `${API_PREFIX}/orders/:id/`,
  /** POST {comment?}: the pending approver approves. */
  orderApprove: (id: string) => `${API_PREFIX}/orders/${encodeURIComponent(id)}/approve/`,
  orderApprovePattern: `${API_PREFIX}/orders/:id/approve/`,
  /** POST {reason}: the pending approver rejects. */
  orderReject: (id: string) => `${API_PREFIX}/orders/${encodeURIComponent(id)}/reject/`,
  orderRejectPattern: `${API_PREFIX}/orders/:id/reject/`,
  /** POST {staff_id, comment?}: the pending approver hands the step to another staff. */
  orderTransfer: (id: string) => `${API_PREFIX}/orders/${encodeURIComponent(id)}/transfer/`,
  orderTransferPattern: `${API_PREFIX}/orders/:id/transfer/`,
  /** POST {remark?}: the applicant cancels while in approval. */
  orderCancel: (id: string) => `${API_PREFIX}/orders/${encodeURIComponent(id)}/cancel/`,
  orderCancelPattern: `${API_PREFIX}/orders/:id/cancel/`,
  /** POST {action, remark?}: a later transition of the order type (collect, assign, check_in ...). */
  orderTransition: (id: string) => `${API_PREFIX}/orders/${encodeURIComponent(id)}/transition/`,
  orderTransitionPattern: `${API_PREFIX}/orders/:id/transition/`,
  /** GET: the order-type registry (module, name, status labels, transitions). */
  orderTypes: `${API_PREFIX}/order_types/`,
  /** GET: steps waiting for the caller (paged). */
  approvalTodo: `${API_PREFIX}/approval/todo/`,
  /** GET: orders the caller acted on (paged). */
  approvalDone: `${API_PREFIX}/approval/done/`,
  /** GET/PUT (admin): the approval chain of an order type. */
  approvalChain: (orderType: string) => `${API_PREFIX}/approval/chains/${encodeURIComponent(orderType)}/`,
  approvalChainPattern: `${API_PREFIX}/approval/chains/:order_type/`,
  // Directory (pickers).
  /** GET `?search=&department_id=` (paged): staff of the caller's company. */
  staffs: `${API_PREFIX}/staffs/`,
  /** GET: departments with their heads. */
  departments: `${API_PREFIX}/departments/`,
  // Custom forms (generic flows).
  formTemplates: `${API_PREFIX}/forms/templates/`,
  formTemplate: (id: string) => `${API_PREFIX}/forms/templates/${encodeURIComponent(id)}/`,
  formTemplatePattern: `${API_PREFIX}/forms/templates/:id/`,
  /** POST: start a generic flow (an order of type `forms`). */
  formFlows: `${API_PREFIX}/forms/flows/`,
  // Notices.
  /** GET (paged, with is_read); POST (publishers). */
  notices: `${API_PREFIX}/notices/`,
  notice: (id: string) => `${API_PREFIX}/notices/${encodeURIComponent(id)}/`,
  noticePattern: `${API_PREFIX}/notices/:id/`,
  noticeComments: (id: string) => `${API_PREFIX}/notices/${encodeURIComponent(id)}/comments/`,
  noticeCommentsPattern: `${API_PREFIX}/notices/:id/comments/`,
  noticesUnreadCount: `${API_PREFIX}/notices/unread_count/`,
  /** GET, no login: a notice published as public. */
  publicNotice: (id: string) => `${API_PREFIX}/public/notices/${encodeURIComponent(id)}/`,
  publicNoticePattern: `${API_PREFIX}/public/notices/:id/`,
  // Surveys.
  /** GET (paged, with answered); POST (publishers). */
  surveys: `${API_PREFIX}/surveys/`,
  survey: (id: string) => `${API_PREFIX}/surveys/${encodeURIComponent(id)}/`,
  surveyPattern: `${API_PREFIX}/surveys/:id/`,
  surveyAnswers: (id: string) => `${API_PREFIX}/surveys/${encodeURIComponent(id)}/answers/`,
  surveyAnswersPattern: `${API_PREFIX}/surveys/:id/answers/`,
  surveyResults: (id: string) => `${API_PREFIX}/surveys/${encodeURIComponent(id)}/results/`,
  surveyResultsPattern: `${API_PREFIX}/surveys/:id/results/`,
  // Interaction (leave a word).
  /** GET (paged; admin `?all=1`); POST {content}. */
  leaveWords: `${API_PREFIX}/interact/words/`,
  leaveWordReply: (id: string) => `${API_PREFIX}/interact/words/${encodeURIComponent(id)}/reply/`,
  leaveWordReplyPattern: `${API_PREFIX}/interact/words/:id/reply/`,
  // Payments (one shared service; amounts in fen).
  /** GET: the caller's payment orders (paged); POST: create one (idempotent by client_key). */
  payOrders: `${API_PREFIX}/pay/orders/`,
  payOrder: (id: string) => `${API_PREFIX}/pay/orders/${encodeURIComponent(id)}/`,
  payOrderPattern: `${API_PREFIX}/pay/orders/:id/`,
  /** POST: pay the order from the caller's wallet. */
  payOrderBalance: (id: string) => `${API_PREFIX}/pay/orders/${encodeURIComponent(id)}/balance/`,
  payOrderBalancePattern: `${API_PREFIX}/pay/orders/:id/balance/`,
  /** POST: close an unpaid order (payer or admin). */
  payOrderClose: (id: string) => `${API_PREFIX}/pay/orders/${encodeURIComponent(id)}/close/`,
  payOrderClosePattern: `${API_PREFIX}/pay/orders/:id/close/`,
  /** POST {amount_fen, reason, client_key} (admin): refund. */
  payOrderRefund: (id: string) => `${API_PREFIX}/pay/orders/${encodeURIComponent(id)}/refund/`,
  payOrderRefundPattern: `${API_PREFIX}/pay/orders/:id/refund/`,
  /** POST {token, outcome}: the sandbox confirmation screen. */
  paySandboxConfirm: (id: string) => `${API_PREFIX}/pay/sandbox/${encodeURIComponent(id)}/confirm/`,
  paySandboxConfirmPattern: `${API_PREFIX}/pay/sandbox/:id/confirm/`,
  /** POST, no login, verified: provider notifications (sandbox, wechat, lxdz). */
  payNotify: (provider: 'sandbox' | 'wechat' | 'lxdz', companyId: string) =>
    `${API_PREFIX}/pay/notify/${provider}/${encodeURIComponent(companyId)}/`,
  payNotifyPattern: (provider: 'sandbox' | 'wechat' | 'lxdz') => `${API_PREFIX}/pay/notify/${provider}/:company_id/`,
  /** GET: the caller's wallet balance. */
  payWallet: `${API_PREFIX}/pay/wallet/`,
  /** GET: the caller's wallet ledger (paged, newest first). */
  payWalletLedger: `${API_PREFIX}/pay/wallet/ledger/`,
  /** POST {amount_fen, provider, client_key}: a top-up order. */
  payWalletTopup: `${API_PREFIX}/pay/wallet/topup/`,
  /** GET ?from=&to= (admin): payments and refunds of a period with their totals. */
  payReconciliation: `${API_PREFIX}/pay/reconciliation/`,
} as const;

/** Authorization header scheme (`Bearer` is accepted too). */
export const AUTH_SCHEME = 'Token';
/** Name of the server-sent event that carries a push message. */
export const PUSH_EVENT = 'push';
