import { PUSH_MSG_TYPES, type PushMessage } from '@campus/contracts';
import type { ApprovalRegistry } from '../modules/compose-approval.ts';
import type { PushTable } from '../modules/compose-push.ts';
import type { PushRoute, PushTarget } from '../modules/manifest.ts';
import { ALERT_OK, PUSH_DISMISS, PUSH_OPEN, pushError } from './messages.ts';

/**
 * Push to screen (spec 4 "Push to screen", spec 7 "Push handling"). The message
 * kinds are the shared constants of @campus/contracts (push-kinds.ts); which
 * screen a kind opens comes from the families' manifests (PushTable and the
 * approval registry, composed by core from app's list).
 */

export interface PushStash {
  key: string;
  /** The value to store: JSON of {id, type} for the approval keys, the bare id otherwise. */
  value: string;
}

export type PushAction =
  | { kind: 'navigate'; path: string; query: Record<string, string>; stash?: PushStash }
  | { kind: 'alert'; button: string; title: string; content: string }
  | { kind: 'none' };

/** The composed family tables push routing reads. */
export interface PushTables {
  push: PushTable;
  approval: ApprovalRegistry;
}

/** Approval-type messages open their approval detail with type 0 (spec 4). */
export const APPROVAL_DETAIL_TYPE = 0;

/** The module a message is about: extra_param.module, else order_type. */
export function messageModule(message: PushMessage): string | undefined {
  return message.extras.extra_param?.module ?? message.extras.order_type;
}

/** An approval detail with type 0: id and type in the query, plus the {id, type} stash where the screen uses one. */
function approvalAction(module: string | undefined, message: PushMessage, approval: ApprovalRegistry): PushAction {
  const base = approval.basePath;
  if (base === null) return { kind: 'none' };
  const view = module === undefined ? undefined : approval.byModule.get(module);
  // an unknown module opens the approval list
  if (view === undefined) return { kind: 'navigate', path: base, query: {} };
  const id = message.extras.msg_id;
  const query: Record<string, string> = { id: String(id), type: String(APPROVAL_DETAIL_TYPE) };
  if (view.passOrderType === true && message.extras.order_type !== undefined) query.order_type = message.extras.order_type;
  const action: PushAction = { kind: 'navigate', path: view.at ?? `${base}/${view.detail}`, query };
  if (view.stash !== undefined) action.stash = { key: view.stash, value: JSON.stringify({ id, type: APPROVAL_DETAIL_TYPE }) };
  return action;
}

function infoAlert(message: PushMessage): PushAction {
  return { kind: 'alert', button: ALERT_OK, title: message.title, content: message.content };
}

function targetAction(target: PushTarget, message: PushMessage, approval: ApprovalRegistry): PushAction {
  if ('alert' in target) return infoAlert(message);
  if ('approval' in target) return approvalAction(target.approval, message, approval);
  const id = String(message.extras.msg_id);
  const action: PushAction = { kind: 'navigate', path: target.path, query: { id } };
  if (target.stash !== undefined) action.stash = { key: target.stash, value: id };
  return action;
}

function matches(route: PushRoute, module: string | undefined, action: string | undefined): boolean {
  return (route.module === undefined || route.module === module) && (route.action === undefined || route.action === action);
}

/**
 * Where "查看" on a push message leads (spec 7 routing table). Every navigation
 * carries the order id as `id` in the query; detail screens that read a stash
 * key (spec 3) get it stashed as well, so a reload of the screen still works.
 *
 * - APPROVAL: the module's approval detail with type 0 (a view with
 *   passOrderType also passes order_type); an unknown module opens the approval
 *   list (the approval host's path).
 * - Any other msg_type: the first family row matching the message's module
 *   and action_type, else the msg_type's fallback row, else nothing.
 */
export function routePush(message: PushMessage, tables: PushTables): PushAction {
  const module = messageModule(message);
  if (message.extras.msg_type === PUSH_MSG_TYPES.approval) return approvalAction(module, message, tables.approval);
  const action = message.extras.extra_param?.action_type;
  const route = tables.push.byType.get(message.extras.msg_type)?.find((row) => matches(row, module, action));
  return route === undefined ? { kind: 'none' } : targetAction(route.target, message, tables.approval);
}

export type PushPresentation =
  | { kind: 'ignore' }
  | {
      kind: 'confirm';
      title: string;
      content: string;
      dismissText: string;
      openText: string;
      onOpen: Extract<PushAction, { kind: 'navigate' }>;
    }
  | { kind: 'alert'; title: string; content: string; button: string };

/**
 * How a received push message is shown (spec 7): only when a token exists; a
 * confirm dialog with 已阅 / 查看 when there is a screen to open. A message with
 * nothing to open (a dormitory2 notice, or a kind this client does not route)
 * gets the alert with 知道了 instead, so 查看 never does nothing.
 */
export function presentPush(message: PushMessage, hasToken: boolean, tables: PushTables): PushPresentation {
  if (!hasToken) return { kind: 'ignore' };
  const action = routePush(message, tables);
  if (action.kind === 'navigate') {
    return {
      kind: 'confirm',
      title: message.title,
      content: message.content,
      dismissText: PUSH_DISMISS,
      openText: PUSH_OPEN,
      onOpen: action,
    };
  }
  return { kind: 'alert', title: message.title, content: message.content, button: ALERT_OK };
}

/** Spec 8: a push payload with a nonzero code alerts 'Push Error : {payload as JSON}'; null when code is 0. */
export function pushPayloadError(payload: { code: number } & Record<string, unknown>): string | null {
  return payload.code === 0 ? null : pushError(JSON.stringify(payload));
}
