/**
 * Daily quotas (hub day): each question moves the company's counter and the asker's, each by one
 * conditional upsert that adds one only below the limit. Both run in the asking transaction (the
 * company's row first, always), so of 50 questions against one remaining exactly one is answered:
 * the row lock queues the others, which find the counter at the limit and are refused.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { aiMessages, type AiGuestQuota, type AiQuota } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { HttpError } from '../../platform/errors.ts';
import { aiUsage } from './schema.ts';

export const COMPANY_SCOPE = 'company';

export interface QuotaCharge {
  companyId: string;
  day: string;
  /** Counted in this order (the company's first): scope, limit and what a refusal says. */
  scopes: readonly { scope: string; limit: number; refusal: string }[];
}

/** Counts one question on every scope, or throws 429 {detail} (the transaction rolls back what was counted). */
export async function chargeQuota(tx: Database, charge: QuotaCharge): Promise<void> {
  for (const { scope, limit, refusal } of charge.scopes) {
    if (limit <= 0) throw new HttpError(429, { detail: refusal });
    const rows = await tx
      .insert(aiUsage)
      .values({ companyId: charge.companyId, day: charge.day, scope, used: 1 })
      .onConflictDoUpdate({
        target: [aiUsage.companyId, aiUsage.day, aiUsage.scope],
        set: { used: sql`${aiUsage.used} + 1` },
        setWhere: sql`${aiUsage.used} < ${limit}`,
      })
      .returning({ used: aiUsage.used });
    if (rows.length === 0) throw new HttpError(429, { detail: refusal });
  }
}

/** Gives a question back (its answer failed): the counters of its day move down by one. */
export async function refundQuota(db: Database, charge: QuotaCharge): Promise<void> {
  await db
    .update(aiUsage)
    .set({ used: sql`${aiUsage.used} - 1` })
    .where(
      and(
        eq(aiUsage.companyId, charge.companyId),
        eq(aiUsage.day, charge.day),
        inArray(
          aiUsage.scope,
          charge.scopes.map((s) => s.scope),
        ),
        sql`${aiUsage.used} > 0`,
      ),
    );
}

export const personScope = (staffId: string): string => `staff:${staffId}`;
/** All guests of a company together (inside the company's own scope). */
export const GUESTS_SCOPE = 'guests';
/** A guest device, whatever guest token it sends. */
export const deviceScope = (deviceId: string): string => `device:${deviceId}`;

export const quotaRefusals = {
  person: aiMessages.personQuotaUsed,
  company: aiMessages.companyQuotaUsed,
  guests: aiMessages.guestsQuotaUsed,
  device: aiMessages.guestDeviceQuotaUsed,
} as const;

const part = (limit: number, n: number) => ({ limit, used: n, left: Math.max(0, limit - n) });

async function usedOn(db: Database, companyId: string, day: string, scopes: string[]): Promise<(scope: string) => number> {
  const rows = await db
    .select({ scope: aiUsage.scope, used: aiUsage.used })
    .from(aiUsage)
    .where(and(eq(aiUsage.companyId, companyId), eq(aiUsage.day, day), inArray(aiUsage.scope, scopes)));
  return (scope) => rows.find((r) => r.scope === scope)?.used ?? 0;
}

/** What is left today for a guest device and for the company's guests together. */
export async function guestQuotaState(
  db: Database,
  companyId: string,
  deviceId: string,
  day: string,
  limits: { perGuestDeviceDaily: number; perCompanyGuestsDaily: number },
): Promise<AiGuestQuota> {
  const device = deviceScope(deviceId);
  const used = await usedOn(db, companyId, day, [GUESTS_SCOPE, device]);
  return {
    date: day,
    device: part(limits.perGuestDeviceDaily, used(device)),
    company: part(limits.perCompanyGuestsDaily, used(GUESTS_SCOPE)),
  };
}

/** What is left today for a person and his company. */
export async function quotaState(
  db: Database,
  companyId: string,
  staffId: string,
  day: string,
  limits: { perPersonDaily: number; perCompanyDaily: number },
): Promise<AiQuota> {
  const person = personScope(staffId);
  const used = await usedOn(db, companyId, day, [COMPANY_SCOPE, person]);
  return { date: day, person: part(limits.perPersonDaily, used(person)), company: part(limits.perCompanyDaily, used(COMPANY_SCOPE)) };
}
