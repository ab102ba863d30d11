/**
 * Passes: what the gate scans. The QR content is `CHP1.<24 Crockford characters>` (120 random bits),
 * unique by its index (drawn again when taken: withFreshCode). An order has at most one live pass
 * (a partial unique index): approval issues it; a change kills it and issues exactly one new one in
 * the same transaction; cancelling, rejecting or expiring kills it; the last scan uses it up.
 * `checkPass` is the one check every gate path makes: the same secret, the company, the state, the window.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  PASS_STATE_LABELS,
  VISITOR_PASS_QR,
  VISITOR_PASS_QR_PREFIX,
  hubDateTime,
  visitorMessages as M,
  type VisitorPass,
} from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { CROCKFORD_ALPHABET, draw, withFreshCode } from '../../platform/numbers/codes.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { visitorPasses } from './schema.ts';

export type PassRow = typeof visitorPasses.$inferSelect;
export type PassKind = PassRow['kind'];

const QR_PREFIX = VISITOR_PASS_QR_PREFIX;
/** A visitor may come through up to this long before his window opens. */
export const EARLY_ENTRY_MS = 30 * 60 * 1000;

export const qrOf = (code: string): string => `${QR_PREFIX}${code}`;

/** Issues the order's live pass for [validFrom, validTo] (the caller has killed any previous one). */
export async function issuePass(
  tx: Database,
  companyId: string,
  kind: PassKind,
  orderId: string,
  validFrom: Date,
  validTo: Date,
  now: Date,
): Promise<PassRow> {
  return withFreshCode(
    () => draw.chars(CROCKFORD_ALPHABET, 24),
    async (code) => {
      const [row] = await tx
        .insert(visitorPasses)
        .values({ companyId, id: randomUUID(), kind, orderId, code, validFrom, validTo, state: 'live', createdAt: now })
        .onConflictDoNothing({ target: visitorPasses.code })
        .returning();
      return row;
    },
  );
}

/** Ends the order's live pass, if any (revoked: cancelled or changed; expired: its window passed; used: scanned out). */
export async function endLivePass(
  tx: Database,
  companyId: string,
  orderId: string,
  state: 'revoked' | 'expired' | 'used',
  now: Date,
): Promise<void> {
  await tx
    .update(visitorPasses)
    .set({ state, endedAt: now })
    .where(inCompany(visitorPasses, companyId, eq(visitorPasses.orderId, orderId), eq(visitorPasses.state, 'live')));
}

/** Each order's latest pass (live, or the one that ended last): one query for a page of orders. */
export async function latestPasses(db: Database, companyId: string, orderIds: readonly string[]): Promise<Map<string, PassRow>> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([visitorPasses.orderId])
    .from(visitorPasses)
    .where(inCompany(visitorPasses, companyId, inArray(visitorPasses.orderId, ids)))
    .orderBy(visitorPasses.orderId, desc(visitorPasses.createdAt));
  return new Map(rows.map((row) => [row.orderId, row]));
}

/** The pass as a screen shows it: the QR content only while it is live. */
export function passView(row: PassRow | undefined): VisitorPass | null {
  if (!row) return null;
  return {
    qr: row.state === 'live' ? qrOf(row.code) : null,
    state: row.state,
    state_label: PASS_STATE_LABELS[row.state],
    valid_from: (hubDateTime(row.validFrom) ?? '').slice(0, 16),
    valid_to: (hubDateTime(row.validTo) ?? '').slice(0, 16),
  };
}

const refuse = (message: string): never => {
  throw new ValidationError({ qr: [message] });
};

/**
 * The pass a scanned QR names, checked for the guard's company: unknown content, another company's
 * pass, a pass no longer live, and (when `inWindow` says so for the pass) a time outside its window are refused. `lock`
 * takes the row (FOR UPDATE) so the checks hold until the scan's transaction ends.
 */
export async function checkPass(
  db: Database,
  companyId: string,
  qr: string,
  now: Date,
  options: { inWindow: (pass: PassRow) => boolean; lock: boolean },
): Promise<PassRow> {
  const text = qr.trim().toUpperCase();
  if (!VISITOR_PASS_QR.test(text)) return refuse(M.passUnknown);
  const code = text.slice(QR_PREFIX.length);
  // the one lookup across companies (on the code's unique index): the pass's company decides
  const query = db.select().from(visitorPasses).where(eq(visitorPasses.code, code)).limit(1);
  const [pass] = options.lock ? await query.for('update') : await query;
  if (!pass) return refuse(M.passUnknown);
  if (pass.companyId !== companyId) return refuse(M.passOtherCompany);
  if (pass.state === 'used') return refuse(M.passUsed);
  if (pass.state !== 'live') return refuse(M.passNotLive);
  if (options.inWindow(pass)) checkWindow(pass, now);
  return pass;
}

/** Inside the pass's window (from half an hour before it opens), or refused. */
export function checkWindow(pass: PassRow, now: Date): void {
  if (now.getTime() < pass.validFrom.getTime() - EARLY_ENTRY_MS) refuse(M.passTooEarly);
  if (now > pass.validTo) refuse(M.passTooLate);
}

/** The live pass of an order, locked (a change or a cancel waits for a scan in progress, and the reverse). */
export async function lockLivePass(tx: Database, companyId: string, orderId: string): Promise<PassRow | undefined> {
  const [row] = await tx
    .select()
    .from(visitorPasses)
    .where(and(inCompany(visitorPasses, companyId, eq(visitorPasses.orderId, orderId)), eq(visitorPasses.state, 'live')))
    .for('update');
  return row;
}
