/**
 * Space and seat booking (issue 38): what the client's manifest reads, in a file of its own without
 * zod (a file lands whole in one chunk, and the manifests' chunk is the login route's): the family's
 * pushes and the check-in code's form.
 */

/**
 * The family's pushes (msg_type SPACE, PUSH_MSG_TYPES.space): `extra_param {module, action_type}`.
 * `module` is `space` for a space booking and `seat` for a seat booking (which screen opens);
 * `msg_id` names what the action_type says. Approvals go as every order type's APPROVAL pushes
 * (module `space` for both types: approvalSpaceDetail).
 */
export const SPACE_PUSH_ACTIONS = {
  /** The booking starts soon (reminder before the start): msg_id = the booking id (GET space/bookings/{id}/). */
  reminder: 'reminder',
  /** The booking was released (no check-in by the end of the grace period): msg_id = the booking id. */
  released: 'released',
  /**
   * A slot the recipient waits for is free again: msg_id = the wait id (GET space/waits/); extra_param
   * also carries `resource_id`, `date`, `start_time`, `end_time` to open the apply screen with them.
   */
  offer: 'offer',
  /** Someone joined the recipient's square entry: msg_id = the square entry id (GET space/square/{id}/). */
  squareJoin: 'square_join',
  /** Someone commented on the recipient's square entry: msg_id = the square entry id. */
  squareComment: 'square_comment',
} as const;
export type SpacePushAction = (typeof SPACE_PUSH_ACTIONS)[keyof typeof SPACE_PUSH_ACTIONS];
/** `extra_param.module` of a SPACE push: which family screen opens. */
export const SPACE_PUSH_MODULES = { space: 'space', seat: 'seat' } as const;

/** What a space's or seat's check-in QR encodes: prefix, company id, ':', the code (spec 9: 256×256, level H). */
export const SPACE_CHECKIN_QR_PREFIX = 'campus-space:';
export const SPACE_CHECKIN_QR = { size: 256, level: 'H' } as const;
