/**
 * The pay family's tables: payment orders, their events (provider notifications, refunds, closes),
 * wallets and the ledger. Every amount is an integer number of fen.
 * A list's index ends in the list's ORDER BY, id last; `.desc().nullsFirst()`, because ORDER BY x DESC
 * puts nulls first and an index DESC NULLS LAST (what `.desc()` alone makes) cannot serve it.
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PayItem, PayParams, PayProviderName, PayStatus } from '@campus/contracts';
import { createdAt, ts } from '../db/columns.ts';
import { companies, staff } from '../db/schema.ts';

/** A payment order: what it pays for (purpose + ref), who pays, how much; created -> paid -> refunded / closed. */
export const payOrders = pgTable(
  'pay_orders',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    /** The client's idempotency key: the same key creates one order. */
    clientKey: text('client_key').notNull(),
    payerId: uuid('payer_id').notNull(),
    /** The registered payable (`topup`, `bus_ticket` ...). */
    purpose: text('purpose').notNull(),
    refId: text('ref_id'),
    subject: text('subject').notNull(),
    /** The paying family's own number of what is paid (a shop order's), shown wherever the payment is named. */
    orderNo: text('order_no'),
    /** What is paid for, line by line (the payable's quote); they add up to amount_fen. */
    items: jsonb('items').$type<PayItem[]>().notNull().default([]),
    amountFen: integer('amount_fen').notNull(),
    refundedFen: integer('refunded_fen').notNull().default(0),
    provider: text('provider').$type<PayProviderName>().notNull(),
    status: text('status').$type<PayStatus>().notNull().default('created'),
    providerTxnId: text('provider_txn_id'),
    /** What the client needs to pay (signed provider parameters), kept while the order is payable. */
    payParams: jsonb('pay_params').$type<PayParams | null>(),
    failReason: text('fail_reason'),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
    closedAt: ts('closed_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.payerId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('pay_orders_client_key_uq').on(t.companyId, t.clientKey),
    index('pay_orders_payer_idx').on(t.companyId, t.payerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /** Reconciliation: the orders paid in a period. */
    index('pay_orders_paid_idx')
      .on(t.companyId, t.paidAt)
      .where(sql`paid_at IS NOT NULL`),
    index('pay_orders_ref_idx').on(t.companyId, t.purpose, t.refId),
    check('pay_orders_amount_ck', sql`${t.amountFen} > 0`),
    check('pay_orders_refunded_ck', sql`${t.refundedFen} >= 0 AND ${t.refundedFen} <= ${t.amountFen}`),
    check('pay_orders_status_ck', sql`${t.status} IN ('created', 'paid', 'refunded', 'closed')`),
    check('pay_orders_paid_ck', sql`${t.status} IN ('created', 'closed') OR ${t.paidAt} IS NOT NULL`),
  ],
);

/**
 * What happened to an order: `paid` (one per order; the provider's transaction id is unique),
 * `refund` (one per refund key), `failed`, `closed`. Reconciliation reads `paid` and `refund`.
 */
export const payEvents = pgTable(
  'pay_events',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind').$type<'paid' | 'refund' | 'failed' | 'closed'>().notNull(),
    /** Idempotency: `paid`, `refund:<client key>`, ... (unique per order). */
    eventKey: text('event_key').notNull(),
    provider: text('provider').$type<PayProviderName>().notNull(),
    providerTxnId: text('provider_txn_id'),
    /** + for paid, - for refund, 0 otherwise. */
    amountFen: integer('amount_fen').notNull(),
    actorId: uuid('actor_id'),
    remark: text('remark'),
    /** The verified notification (decrypted resource), for audits. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [payOrders.companyId, payOrders.id] }),
    uniqueIndex('pay_events_key_uq').on(t.companyId, t.orderId, t.eventKey),
    uniqueIndex('pay_events_txn_uq').on(t.companyId, t.provider, t.providerTxnId),
    /** Reconciliation: the payments and refunds of a period, newest first (its list and its counts). */
    index('pay_events_period_idx')
      .on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`kind IN ('paid', 'refund')`),
  ],
);

/** One wallet per staff; the balance can never go below zero (CHECK, and conditional updates). */
export const payWallets = pgTable(
  'pay_wallets',
  {
    companyId: uuid('company_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    balanceFen: integer('balance_fen').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }).onDelete('cascade'),
    check('pay_wallets_balance_ck', sql`${t.balanceFen} >= 0`),
  ],
);

/**
 * The ledger, two accounts. `orders`: one entry per payment (+) and per refund (-) of any order, so for
 * any period paid - refunded = the sum of these entries. `wallet`: every move of a staff's balance
 * (top-up +, payment from it -, refund to it +), with the balance after it.
 */
export const payLedger = pgTable(
  'pay_ledger',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    account: text('account').$type<'orders' | 'wallet'>().notNull(),
    /** Idempotency: one entry per (account, key), e.g. `paid:<order>`, `refund:<event>`. */
    entryKey: text('entry_key').notNull(),
    kind: text('kind').$type<'topup' | 'pay' | 'refund'>().notNull(),
    staffId: uuid('staff_id').notNull(),
    orderId: uuid('order_id'),
    amountFen: integer('amount_fen').notNull(),
    /** Wallet entries: the balance after this move; order entries: null. */
    balanceAfterFen: integer('balance_after_fen'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('pay_ledger_key_uq').on(t.companyId, t.account, t.entryKey),
    index('pay_ledger_staff_idx').on(t.companyId, t.account, t.staffId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('pay_ledger_period_idx').on(t.companyId, t.account, t.createdAt),
    check('pay_ledger_account_ck', sql`${t.account} IN ('orders', 'wallet')`),
  ],
);

/**
 * A provider's payment the service must give back whole (it arrived for an order closed meanwhile, or
 * its payable answered `{refund}`): written in the payment's transaction, so a server that stops
 * before the refund still owes it. Refunded after the commit and by the sweep (server start, then
 * periodically); a sweep claims a row for `claimed_until` first, so one refunder at a time calls the
 * provider, and the refund's key makes its recording happen once.
 */
export const payRefundsDue = pgTable(
  'pay_refunds_due',
  {
    companyId: uuid('company_id').notNull(),
    orderId: uuid('order_id').notNull(),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    /** The refund's idempotency key (`auto-after-close`, `auto-refused`). */
    clientKey: text('client_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A refunder holds the row until then (a stopped one lets it go by itself). */
    claimedUntil: ts('claimed_until'),
    doneAt: ts('done_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.orderId] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [payOrders.companyId, payOrders.id] }),
    index('pay_refunds_due_open_idx')
      .on(t.createdAt)
      .where(sql`done_at IS NULL`),
    check('pay_refunds_due_amount_ck', sql`${t.amountFen} > 0`),
  ],
);
