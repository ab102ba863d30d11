/**
 * What the inspect route files share: who may patrol or administer, INSPECT pushes (the client opens
 * the detail screen the message names), sending after a commit, tag codes as stored, and ids.
 */
import { CHECKPOINT_QR_PREFIX, INSPECT_MESSAGES, PUSH_MSG_TYPES, type PushMessage } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { PendingPush } from '../../platform/orders/notifications.ts';
import { HttpError } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { localDateTime } from '../../platform/time.ts';

export const isAdmin = (auth: AuthContext): boolean => auth.staff.role === 'admin';
/** A patrolman (login flag is_patrolman, spec 6) or an admin. */
export const isPatrolman = (auth: AuthContext): boolean => auth.staff.isPatrolman || isAdmin(auth);

export function requirePatrolman(auth: AuthContext): void {
  if (!isPatrolman(auth)) throw new HttpError(403, { detail: INSPECT_MESSAGES.notPatrolman });
}

export const forbiddenWith = (detail: string): HttpError => new HttpError(403, { detail });

/** An INSPECT push: msg_id names the rectification, reform task or alarm. */
export function inspectPush(
  staffId: string,
  subjectId: string,
  kind: { module: string; action_type: string },
  title: string,
  content: string,
): PendingPush {
  const message: PushMessage = {
    title,
    content,
    extras: { msg_type: PUSH_MSG_TYPES.inspect, msg_id: subjectId, extra_param: { module: kind.module, action_type: kind.action_type } },
  };
  return { staffId, message };
}

/** Sends pushes after a commit; a failed push is logged, never fails the request. */
export async function sendAll(ctx: AppContext, companyId: string, pushes: readonly PendingPush[]): Promise<void> {
  for (const p of pushes) {
    try {
      await ctx.push.send({ companyId, staffId: p.staffId }, p.message);
    } catch (err) {
      ctx.log.error({ err, staffId: p.staffId }, 'inspect push failed');
    }
  }
}

/** Spec 9: a 'CODE_128,' prefix is a barcode; a QR holds CHECKPOINT_QR_PREFIX + code. Stored and looked up the same way. */
export function normaliseTag(raw: string): string {
  let text = raw.trim();
  if (text.toUpperCase().startsWith('CODE_128,')) text = text.slice('CODE_128,'.length);
  if (text.toLowerCase().startsWith(CHECKPOINT_QR_PREFIX)) text = text.slice(CHECKPOINT_QR_PREFIX.length);
  return text.replace(/\s+/g, '').toUpperCase();
}

/** A filter value for an id that is not a uuid (it names no row). */
export const idOrNone = (s: string | null | undefined): string => (s && isGuid(s) ? s : '00000000-0000-0000-0000-000000000000');

export const time = (d: Date | null): string | null => (d ? localDateTime(d) : null);

/** `{id, name}` of staff, from a map of names. */
export const personOf = (names: Map<string, { name: string }>) => (id: string) => ({ id, name: names.get(id)?.name ?? '' });
