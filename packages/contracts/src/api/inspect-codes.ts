/**
 * What the inspect module's manifest reads (its push rows and the scanner's checkpoint kind), in a
 * file of its own: a file lands whole in one chunk, and the manifests' chunk is the login route's.
 */

/**
 * The family's pushes: msg_type INSPECT (PUSH_MSG_TYPES.inspect), `msg_id` the id of what it names,
 * `extra_param {module, action_type}` from here. The client opens the named detail screen.
 */
export const INSPECT_PUSH = {
  /** A rectification was assigned (or reopened) to the recipient: msg_id = the rectification (inspectRectifyDetail). */
  rectify: { module: 'inspectRectify', action_type: 'assigned' },
  /** A rectification the recipient opened was fixed and waits for his verification. */
  rectifyFixed: { module: 'inspectRectify', action_type: 'fixed' },
  /** A reform task was given (or reopened) to the recipient: msg_id = the task (saReformTaskDetail). */
  reform: { module: 'reformTask', action_type: 'assigned' },
  /** Evidence was submitted on a task the recipient inspects. */
  reformSubmitted: { module: 'reformTask', action_type: 'submitted' },
  /** An alarm for the recipient to handle (new, handed over, or escalated to his level): msg_id = the alarm (alarmDetail). */
  alarm: { module: 'alarm', action_type: 'assigned' },
  alarmEscalated: { module: 'alarm', action_type: 'escalated' },
} as const;

/** What a checkpoint's tag holds before its code, when it is a QR code (a Code-128 tag holds the bare code). */
export const CHECKPOINT_QR_PREFIX = 'campus-checkpoint:';

/**
 * A checkpoint's code as stored (normalised: no spaces, upper case): 'CP-' and letters, digits or
 * dashes, e.g. CP-A01. A bare Code-128 barcode is a checkpoint's only when it has this form; other
 * families' barcodes (asset tags ZC-NB-001) have their own.
 */
export const CHECKPOINT_TAG_PATTERN = /^CP-[A-Z0-9][A-Z0-9-]{0,30}$/;
