/** Who the caller is for the family's rules, the hub's "today", and order visibility. */
import { hubToday } from '@campus/contracts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { isGuid } from '../../platform/crypto.ts';
import { notFound } from '../../platform/errors.ts';
import { loadOrder, type Actor } from '../../platform/orders/workflow.ts';

export interface Caller extends Actor {
  isAdmin: boolean;
}

export const callerOf = (auth: AuthContext): Caller => ({
  companyId: auth.companyId,
  staffId: auth.staffId,
  role: auth.staff.role,
  isAdmin: auth.staff.role === 'admin',
});

// trips and authorisations are dated in hub days (Asia/Shanghai)
export { hubToday };
export const hubMonth = (now: Date): string => hubToday(now).slice(0, 7);

/** [first day, first day of the next month) of 'YYYY-MM'. */
export function monthRange(period: string): [string, string] {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${String(y + 1)}-01` : `${String(y)}-${String(m + 1).padStart(2, '0')}`;
  return [`${period}-01`, `${next}-01`];
}

/** 'YYYY-MM' `n` months before `period` (n may be negative). */
export function monthsBefore(period: string, n: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${String(Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 404 unless the caller may see the order (its applicant, one of its approvers, or an admin). */
export async function requireVisibleOrder(db: Database, caller: Caller, id: string): Promise<void> {
  if (!isGuid(id)) throw notFound();
  await loadOrder(db, caller, id);
}
