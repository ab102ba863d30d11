/**
 * Counter bills (/payMeal): canteen staff make a bill of an amount; its QR code opens the public
 * page, and whoever of the company signs in pays it once (pay/orders, purpose canteen_bill,
 * ref_id = the bill's code). The code is the link's secret: 80 random bits.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { BILL_CODE_LENGTH, BILL_STATUS, BILL_STATUS_LABELS, BILL_VALID_MINUTES, type Bill, type PublicBill } from '@campus/contracts';
import { inCompany } from '../../platform/db/scoped.ts';
import { companies } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { localDateTime } from '../../platform/time.ts';
import { withFreshCode } from '../../platform/numbers/codes.ts';
import type { CanteenDeps, Caller } from './deps.ts';
import { canteenBills, canteens } from './schema.ts';
import { randomCode } from './periods.ts';
import { loadCanteen, requireStaff } from './menu.ts';
import { billView } from './views.ts';

export async function createBill(
  deps: CanteenDeps,
  caller: Caller,
  input: { canteen_id: string; amount_fen: number; note?: string | undefined },
): Promise<Bill> {
  requireStaff(caller);
  const canteen = await loadCanteen(deps.db, caller.companyId, input.canteen_id);
  const now = deps.now();
  // A drawn code another bill (of any company: the link names none) holds is drawn again.
  const row = await withFreshCode(
    () => randomCode(BILL_CODE_LENGTH),
    async (code) =>
      (
        await deps.db
          .insert(canteenBills)
          .values({
            companyId: caller.companyId,
            id: randomUUID(),
            code,
            canteenId: canteen.id,
            amountFen: input.amount_fen,
            note: input.note ?? '',
            status: BILL_STATUS.unpaid,
            createdBy: caller.staffId,
            expiresAt: new Date(now.getTime() + BILL_VALID_MINUTES * 60_000),
            createdAt: now,
          })
          .onConflictDoNothing({ target: canteenBills.code })
          .returning()
      )[0],
  );
  return billView(deps.db, row, canteen.name);
}

export async function getBill(deps: CanteenDeps, caller: Caller, id: string): Promise<Bill> {
  requireStaff(caller);
  if (!isGuid(id)) throw notFound();
  const [row] = await deps.db
    .select({ b: canteenBills, canteen: canteens.name })
    .from(canteenBills)
    .innerJoin(canteens, and(eq(canteens.companyId, canteenBills.companyId), eq(canteens.id, canteenBills.canteenId)))
    .where(inCompany(canteenBills, caller.companyId, eq(canteenBills.id, id)));
  if (!row) throw notFound();
  return billView(deps.db, row.b, row.canteen);
}

/** The bill its link shows, to anyone holding the code (no login); an unknown code is 404. */
export async function publicBill(deps: CanteenDeps, code: string): Promise<PublicBill> {
  if (!/^[A-Z0-9]{16}$/.test(code)) throw notFound();
  // The one cross-company lookup of the family: by the unique code of a public link.
  const [row] = await deps.db
    .select({ b: canteenBills, canteen: canteens.name, company: companies.name })
    .from(canteenBills)
    .innerJoin(canteens, and(eq(canteens.companyId, canteenBills.companyId), eq(canteens.id, canteenBills.canteenId)))
    .innerJoin(companies, eq(companies.companyId, canteenBills.companyId))
    .where(eq(canteenBills.code, code))
    .limit(1);
  if (!row) throw notFound();
  const { b } = row;
  const now = deps.now();
  return {
    code: b.code,
    company_id: b.companyId,
    company_name: row.company,
    canteen_name: row.canteen,
    amount_fen: b.amountFen,
    note: b.note,
    status: b.status,
    status_label: BILL_STATUS_LABELS[b.status] ?? String(b.status),
    expired: b.status === BILL_STATUS.unpaid && now >= b.expiresAt,
    created_time: localDateTime(b.createdAt),
    expires_time: localDateTime(b.expiresAt),
    paid_time: localDateTime(b.paidAt),
  };
}
