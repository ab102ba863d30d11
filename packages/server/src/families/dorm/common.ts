/** What every dorm route file shares: the caller as the workflow sees it, admin checks, pushes of DORMITORY2 messages. */
import { DORM2_ACTIONS, PUSH_MSG_TYPES, type Dorm2Action } from '@campus/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Actor } from '../../platform/orders/workflow.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { HttpError } from '../../platform/errors.ts';
import { dormProfiles } from './schema.ts';
import { DORM_MESSAGES } from './housing.ts';

export const actorOf = (auth: AuthContext): Actor => ({ companyId: auth.companyId, staffId: auth.staffId, role: auth.staff.role });
export const isAdmin = (auth: AuthContext): boolean => auth.staff.role === 'admin';
export function requireAdmin(auth: AuthContext): void {
  if (!isAdmin(auth)) throw new HttpError(403, { detail: DORM_MESSAGES.notAdmin });
}

/** A DORMITORY2 push (spec 7): with an action it opens that screen; without, the 知道了 alert. Never fails the request. */
export async function pushDorm2(
  ctx: AppContext,
  target: { companyId: string; staffId: string },
  message: { title: string; content: string; msgId: string; action?: Dorm2Action },
): Promise<void> {
  try {
    await ctx.push.send(target, {
      title: message.title,
      content: message.content,
      extras: {
        msg_type: PUSH_MSG_TYPES.dormitory2,
        msg_id: message.msgId,
        ...(message.action ? { extra_param: { action_type: message.action } } : {}),
      },
    });
  } catch (err) {
    ctx.log.error({ err }, 'dorm push failed');
  }
}
export { DORM2_ACTIONS };

export async function profileRow(db: Database, companyId: string, staffId: string) {
  const [row] = await db
    .select()
    .from(dormProfiles)
    .where(inCompany(dormProfiles, companyId, eq(dormProfiles.staffId, staffId)));
  return row;
}

/** Keeps the gender the applicant gave (the move-in form asks it), for later orders and checks. */
export async function rememberGender(
  db: Database,
  companyId: string,
  staffId: string,
  gender: 'male' | 'female',
  now: Date,
): Promise<void> {
  await db
    .insert(dormProfiles)
    .values({ companyId, staffId, gender, updatedAt: now })
    .onConflictDoUpdate({ target: [dormProfiles.companyId, dormProfiles.staffId], set: { gender, updatedAt: now } });
}
