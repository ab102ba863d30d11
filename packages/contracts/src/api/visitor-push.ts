/**
 * The family's own pushes (msg_type VISITOR, PUSH_MSG_TYPES.visitor): `extra_param {module, action_type}`
 * and what `msg_id` names. Approvals go as every order type's APPROVAL pushes (modules reception,
 * visit, letOff, forms for outApply, outSubsidy).
 */
export const VISITOR_PUSH = {
  /** A reception task was assigned to the recipient: msg_id = the task id (GET visitor/reception_tasks/{id}/). */
  task: { module: 'reception', action_type: 'task' },
  /** The recipient's visitor came through the gate: msg_id = the visit id (GET visitor/visits/{id}/). */
  arrived: { module: 'visit', action_type: 'arrived' },
  /** A going-out application the recipient approved came back late: msg_id = the application id. */
  lateReturn: { module: 'outApply', action_type: 'late_return' },
} as const;

/**
 * What a pass's QR code holds (the gate scans it): this prefix and the pass's 24-letter code in
 * Crockford base 32. Here, without zod, for the scanner's kind in the visitor manifest.
 */
export const VISITOR_PASS_QR_PREFIX = 'CHP1.';
export const VISITOR_PASS_QR = /^CHP1\.[0-9A-HJKMNP-TV-Z]{24}$/;
