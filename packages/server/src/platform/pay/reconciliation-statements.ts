/**
 * The reconciliation's five statements (a period's totals, per provider, the two ledgers and a page of
 * its events), built once per database (../db/built-once.ts). Every one takes {companyId, from, to}; the
 * page also {limit, offset}.
 */
import { and, count, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { builtOnce } from '../db/built-once.ts';
import { staff } from '../db/schema.ts';
import { payEvents, payLedger, payOrders } from './schema.ts';

const company = sql.placeholder('companyId');
const from = sql.placeholder('from');
const to = sql.placeholder('to');

// The kinds written as constants, so the filter is the partial pay_events_period_idx's own predicate.
const inPeriod = and(
  eq(payEvents.companyId, company),
  gte(payEvents.createdAt, from),
  lt(payEvents.createdAt, to),
  sql`${payEvents.kind} IN ('paid', 'refund')`,
);
const eventOrder = [desc(payEvents.createdAt), desc(payEvents.id)];

/** What orders paid in the period came to. */
export const paidInPeriod = builtOnce((db) =>
  db
    .select({ s: sum(payOrders.amountFen) })
    .from(payOrders)
    .where(and(eq(payOrders.companyId, company), gte(payOrders.paidAt, from), lt(payOrders.paidAt, to)))
    .prepare('pay_paid_in_period'),
);

/** The period's events per provider: paid, refunded and how many (the list's count). */
export const eventsByProvider = builtOnce((db) =>
  db
    .select({
      provider: payEvents.provider,
      paid: sql<string>`coalesce(sum(case when ${payEvents.kind} = 'paid' then ${payEvents.amountFen} else 0 end), 0)`,
      refunded: sql<string>`coalesce(sum(case when ${payEvents.kind} = 'refund' then -${payEvents.amountFen} else 0 end), 0)`,
      events: count(),
    })
    .from(payEvents)
    .where(inPeriod)
    .groupBy(payEvents.provider)
    .orderBy(payEvents.provider)
    .prepare('pay_events_by_provider'),
);

/** One ledger account's sum over the period ({..., account}). */
export const ledgerInPeriod = builtOnce((db) =>
  db
    .select({ s: sum(payLedger.amountFen) })
    .from(payLedger)
    .where(
      and(
        eq(payLedger.companyId, company),
        eq(payLedger.account, sql.placeholder('account')),
        gte(payLedger.createdAt, from),
        lt(payLedger.createdAt, to),
      ),
    )
    .prepare('pay_ledger_in_period'),
);

/** A page of the period's events, newest first, with their orders and payers: the page's ids first, on pay_events_period_idx. */
export const eventPage = builtOnce((db) => {
  const ids = db
    .select({ id: payEvents.id })
    .from(payEvents)
    .where(inPeriod)
    .orderBy(...eventOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ e: payEvents, o: payOrders, payerName: staff.name })
    .from(payEvents)
    .innerJoin(ids, eq(ids.id, payEvents.id))
    .innerJoin(payOrders, and(eq(payOrders.companyId, payEvents.companyId), eq(payOrders.id, payEvents.orderId)))
    .innerJoin(staff, and(eq(staff.companyId, payOrders.companyId), eq(staff.id, payOrders.payerId)))
    .where(eq(payEvents.companyId, company))
    .orderBy(...eventOrder)
    .prepare('pay_event_page');
});
