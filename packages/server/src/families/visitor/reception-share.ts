/**
 * The guests' pages (/RSP, /RSP/RSPT, /RSC, /receptionShareComment; no login). The host shares a
 * reception once approved: an unguessable token (192 bits) that expires seven days after the
 * reception's last day. The page shows that reception's agenda, place and the contacts the host
 * typed (never the staff directory) and nothing else of the company. After the reception the guest
 * may rate it once per link: one conditional UPDATE decides between concurrent comments.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import {
  RECEPTION_STATUS,
  addHubDays,
  hubInstant,
  visitorMessages as M,
  type ReceptionShared,
  type ReceptionShareCommentInput,
  type ReceptionShareLink,
  type ReceptionPlan,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { companies } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { isGuid } from '../../platform/crypto.ts';
import { notFound } from '../../platform/errors.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { forbiddenWith } from '../../platform/orders/policy.ts';
import { orders } from '../../platform/orders/schema.ts';
import { localDateTime } from '../../platform/time.ts';
import { LINK_TOKEN, endOfHubDay, linkSecret, statusOf, type Caller } from './common.ts';
import { RECEPTION } from './order-types.ts';
import { loadReception } from './reception-access.ts';
import { visitorReceptionPlans, visitorReceptionShares, visitorReceptions } from './schema.ts';
import { planView, shareLinkOf } from './reception-views.ts';

const SHARE_DAYS_AFTER = 7;

const SHAREABLE: readonly number[] = [RECEPTION_STATUS.approved, RECEPTION_STATUS.hosting, RECEPTION_STATUS.finished];

/** The reception's one link (made once, then the same). */
export async function shareReception(ctx: AppContext, caller: Caller, id: string): Promise<ReceptionShareLink> {
  const db = ctx.handle.db;
  const loaded = await loadReception(db, caller, id);
  if (!loaded.roles.has('arranger')) throw forbiddenWith(M.notArranger);
  if (!SHAREABLE.includes(loaded.order.status)) throw forbiddenWith(M.notApproved);
  const expiresAt = hubInstant(addHubDays(loaded.reception.endDate, SHARE_DAYS_AFTER + 1), '00:00');
  await db
    .insert(visitorReceptionShares)
    .values({ companyId: caller.companyId, receptionId: id, token: linkSecret(), expiresAt, createdAt: ctx.now() })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(visitorReceptionShares)
    .where(inCompany(visitorReceptionShares, caller.companyId, eq(visitorReceptionShares.receptionId, id)));
  if (!row) throw notFound();
  return shareLinkOf(row);
}

/** The live link a token names (the one lookup across companies, on the token's unique index), or 404. */
async function liveShare(db: Database, token: string, now: Date) {
  if (!LINK_TOKEN.test(token)) throw notFound();
  const [row] = await db
    .select({ share: visitorReceptionShares, reception: visitorReceptions, status: orders.status, company: companies.name })
    .from(visitorReceptionShares)
    .innerJoin(
      visitorReceptions,
      and(eq(visitorReceptions.companyId, visitorReceptionShares.companyId), eq(visitorReceptions.id, visitorReceptionShares.receptionId)),
    )
    .innerJoin(orders, and(eq(orders.companyId, visitorReceptionShares.companyId), eq(orders.id, visitorReceptionShares.receptionId)))
    .innerJoin(companies, eq(companies.companyId, visitorReceptionShares.companyId))
    .where(eq(visitorReceptionShares.token, token))
    .limit(1);
  if (!row || row.share.expiresAt <= now || !SHAREABLE.includes(row.status)) throw notFound();
  return row;
}

/** The reception is over: finished by its host, or past its last day. */
const isOver = (status: number, endDate: string, now: Date) => status === RECEPTION_STATUS.finished || now >= endOfHubDay(endDate);

async function plansOf(db: Database, companyId: string, receptionId: string): Promise<ReceptionPlan[]> {
  const rows = await db
    .select()
    .from(visitorReceptionPlans)
    .where(inCompany(visitorReceptionPlans, companyId, eq(visitorReceptionPlans.receptionId, receptionId)))
    .orderBy(asc(visitorReceptionPlans.seq));
  return rows.map(planView);
}

export async function sharedReception(ctx: AppContext, token: string): Promise<ReceptionShared> {
  const db = ctx.handle.db;
  const now = ctx.now();
  const { share, reception, status, company } = await liveShare(db, token, now);
  return {
    company_name: company,
    title: reception.title,
    guest_company: reception.guestCompany,
    start_date: reception.startDate,
    end_date: reception.endDate,
    place: reception.place,
    contacts: reception.contacts,
    plans: await plansOf(db, reception.companyId, reception.id),
    status_label: statusOf(RECEPTION.statuses, status).label,
    expires_time: localDateTime(share.expiresAt),
    can_comment: share.commentedAt === null && isOver(status, reception.endDate, now),
    comment:
      share.commentedAt && share.rating !== null
        ? {
            rating: share.rating,
            content: share.comment ?? '',
            guest_name: share.guestName ?? '',
            created_time: localDateTime(share.commentedAt),
          }
        : null,
  };
}

export async function sharedPlan(ctx: AppContext, token: string, planId: string): Promise<ReceptionPlan> {
  const db = ctx.handle.db;
  const { reception } = await liveShare(db, token, ctx.now());
  if (!isGuid(planId)) throw notFound();
  const [row] = await db
    .select()
    .from(visitorReceptionPlans)
    .where(
      inCompany(
        visitorReceptionPlans,
        reception.companyId,
        eq(visitorReceptionPlans.id, planId),
        eq(visitorReceptionPlans.receptionId, reception.id),
      ),
    );
  if (!row) throw notFound();
  return planView(row);
}

/** Once per link, after the reception: of concurrent comments exactly one is stored. */
export async function commentShared(
  ctx: AppContext,
  token: string,
  input: ReceptionShareCommentInput & { content: string; guest_name: string },
): Promise<ReceptionShared> {
  const db = ctx.handle.db;
  const now = ctx.now();
  const { share, reception, status } = await liveShare(db, token, now);
  if (share.commentedAt !== null) throw new ValidationError({ non_field_errors: [M.commented] });
  if (!isOver(status, reception.endDate, now)) throw new ValidationError({ non_field_errors: [M.commentTooEarly] });
  const s = visitorReceptionShares;
  const stored = await db
    .update(s)
    .set({ commentedAt: now, rating: input.rating, comment: input.content, guestName: input.guest_name })
    .where(and(inCompany(s, share.companyId, eq(s.receptionId, share.receptionId)), isNull(s.commentedAt), gt(s.expiresAt, now)))
    .returning({ id: s.receptionId });
  if (stored.length === 0) throw new ValidationError({ non_field_errors: [M.commented] });
  return sharedReception(ctx, token);
}
