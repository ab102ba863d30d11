/**
 * The payment services. Every money move is one transaction that locks the order (`SELECT ... FOR
 * UPDATE`) and moves the wallet with a conditional UPDATE (`balance_fen >= amount`), and is
 * idempotent by a key: the client key of an order, the provider's transaction id of a payment, the
 * client key of a refund, the ledger entry key. Amounts are integer fen.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  PAY_STATUS_LABELS,
  PAY_TOPUP_PURPOSE,
  PAY_UNPAID_CLOSE_MINUTES,
  type LedgerEntry,
  type LedgerPage,
  type PayOrder,
  type PayOrderPage,
  type PayProviderName,
  type PayQuote,
  type PayStatus,
  type Reconciliation,
  type Wallet,
} from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { inCompany } from '../db/scoped.ts';
import { staff } from '../db/schema.ts';
import { badRequest, fieldError, forbidden, HttpError, notFound } from '../errors.ts';
import { isGuid } from '../crypto.ts';
import { iso, localDateTime } from '../time.ts';
import { offsetOf, toPage } from '../http/paging.ts';
import { payEvents, payLedger, payOrders, payWallets } from './schema.ts';
import { payable, payItem, quoteLines, registerPayable, type PayOrderRow } from './payables.ts';
import { PaySignatureError, type PayProvider, type PayProviders, type RawNotification } from './providers.ts';
import { payMessages as M } from './messages.ts';
import { pgCode } from '../db/pg-code.ts';
import { oweRefund, payDueRefund } from './refunds-due.ts';
import { eventPage, eventsByProvider, ledgerInPeriod, paidInPeriod } from './reconciliation-statements.ts';

export interface PayDeps {
  db: Database;
  now: () => Date;
  providers: PayProviders;
  log: FastifyBaseLogger;
  /** Late sandbox notifications waiting (a closing server drops them). */
  lateTimers: Set<NodeJS.Timeout>;
}

export interface Caller {
  companyId: string;
  staffId: string;
  isAdmin: boolean;
}

/** Who refunds: an admin (route), the family whose payable the order is, or the service itself. */
export type RefundActor = { kind: 'admin'; staffId: string } | { kind: 'family'; family: string } | { kind: 'system' };

/** The top-up payable: the payer chooses the amount; its payment credits the payer's wallet. */
registerPayable({
  purpose: PAY_TOPUP_PURPOSE,
  family: 'pay',
  name: M.topupSubject,
  payerChoosesAmount: true,
  async quote({ requestedFen }) {
    if (requestedFen === undefined) throw fieldError('amount_fen', M.amountRequired);
    return { amountFen: requestedFen, subject: M.topupSubject, items: [payItem(M.topupSubject, 1, requestedFen)] };
  },
});

const tx$ = (t: unknown): Database => t as Database;

/** Locks the order row for this transaction; undefined when it is not the company's. */
async function lockOrder(tx: Database, companyId: string, id: string): Promise<PayOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(payOrders)
    .where(inCompany(payOrders, companyId, eq(payOrders.id, id)))
    .for('update');
  return row;
}

/** Adds (or, negative, takes) money to a wallet; null when the balance does not cover a debit. */
async function moveWallet(tx: Database, companyId: string, staffId: string, deltaFen: number, now: Date): Promise<number | null> {
  try {
    if (deltaFen >= 0) {
      const [row] = await tx
        .insert(payWallets)
        .values({ companyId, staffId, balanceFen: deltaFen, updatedAt: now })
        .onConflictDoUpdate({
          target: [payWallets.companyId, payWallets.staffId],
          set: { balanceFen: sql`${payWallets.balanceFen} + ${deltaFen}`, updatedAt: now },
        })
        .returning({ balance: payWallets.balanceFen });
      return row?.balance ?? null;
    }
    const [row] = await tx
      .update(payWallets)
      .set({ balanceFen: sql`${payWallets.balanceFen} - ${-deltaFen}`, updatedAt: now })
      .where(inCompany(payWallets, companyId, eq(payWallets.staffId, staffId), gte(payWallets.balanceFen, -deltaFen)))
      .returning({ balance: payWallets.balanceFen });
    return row?.balance ?? null;
  } catch (err) {
    // integer overflow of a balance (more than 21 million yuan): refuse, never 500.
    if (pgCode(err) === '22003') throw badRequest('余额超出上限');
    throw err;
  }
}

async function ledger(
  tx: Database,
  e: {
    companyId: string;
    account: 'orders' | 'wallet';
    entryKey: string;
    kind: 'topup' | 'pay' | 'refund';
    staffId: string;
    orderId: string;
    amountFen: number;
    balanceAfterFen: number | null;
    now: Date;
  },
): Promise<void> {
  await tx
    .insert(payLedger)
    .values({ ...e, id: randomUUID(), createdAt: e.now })
    .onConflictDoNothing();
}

async function event(
  tx: Database,
  e: {
    companyId: string;
    orderId: string;
    kind: 'paid' | 'refund' | 'failed' | 'closed';
    eventKey: string;
    provider: PayProviderName;
    providerTxnId: string | null;
    amountFen: number;
    actorId?: string | null;
    remark?: string | null;
    payload?: Record<string, unknown> | null;
    now: Date;
  },
): Promise<string | null> {
  const id = randomUUID();
  const { now, ...rest } = e;
  const [row] = await tx
    .insert(payEvents)
    .values({ ...rest, id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: payEvents.id });
  return row?.id ?? null;
}

// ---------------------------------------------------------------------------------------------
// Views.

type OrderWithPayer = { o: PayOrderRow; payerName: string };

export function orderView({ o, payerName }: OrderWithPayer, viewerId: string | null): PayOrder {
  return {
    id: o.id,
    client_key: o.clientKey,
    purpose: o.purpose,
    ref_id: o.refId,
    subject: o.subject,
    order_no: o.orderNo,
    items: o.items,
    amount_fen: o.amountFen,
    refunded_fen: o.refundedFen,
    provider: o.provider,
    status: o.status,
    status_label: PAY_STATUS_LABELS[o.status],
    payer: { id: o.payerId, name: payerName },
    provider_txn_id: o.providerTxnId,
    fail_reason: o.failReason,
    created_at: o.createdAt.toISOString(),
    paid_at: iso(o.paidAt),
    closed_at: iso(o.closedAt),
    created_time: localDateTime(o.createdAt),
    paid_time: localDateTime(o.paidAt),
    pay_params: o.status === 'created' && viewerId === o.payerId ? (o.payParams ?? null) : null,
  };
}

const orderQuery = (db: Database) =>
  db
    .select({ o: payOrders, payerName: staff.name })
    .from(payOrders)
    .innerJoin(staff, and(eq(staff.companyId, payOrders.companyId), eq(staff.id, payOrders.payerId)));

/** The company's order as the caller may see it (payer or admin), else 404. */
export async function getOrder(deps: PayDeps, caller: Caller, id: string): Promise<PayOrder> {
  if (!isGuid(id)) throw notFound();
  const [row] = await orderQuery(deps.db)
    .where(inCompany(payOrders, caller.companyId, eq(payOrders.id, id)))
    .limit(1);
  if (!row || (!caller.isAdmin && row.o.payerId !== caller.staffId)) throw notFound();
  return orderView(row, caller.staffId);
}

export async function listOrders(
  deps: PayDeps,
  caller: Caller,
  q: { page: number; page_size: number; status?: PayStatus | undefined },
): Promise<PayOrderPage> {
  const where = inCompany(
    payOrders,
    caller.companyId,
    eq(payOrders.payerId, caller.staffId),
    q.status ? eq(payOrders.status, q.status) : undefined,
  );
  const [total] = await deps.db.select({ n: count() }).from(payOrders).where(where);
  const order = [desc(payOrders.createdAt), desc(payOrders.id)];
  // The page's ids first, on pay_orders_payer_idx; then the payer's name for those rows.
  const ids = deps.db
    .select({ id: payOrders.id })
    .from(payOrders)
    .where(where)
    .orderBy(...order)
    .limit(q.page_size)
    .offset(offsetOf(q.page, q.page_size))
    .as('page');
  const rows = await orderQuery(deps.db)
    .innerJoin(ids, eq(ids.id, payOrders.id))
    .where(inCompany(payOrders, caller.companyId))
    .orderBy(...order);
  return toPage(
    Number(total?.n ?? 0),
    q.page,
    q.page_size,
    rows.map((r) => orderView(r, caller.staffId)),
  );
}

// ---------------------------------------------------------------------------------------------
// Create.

export interface CreateInput {
  purpose: string;
  refId?: string | undefined;
  amountFen?: number | undefined;
  provider: PayProviderName;
  clientKey: string;
}

const providerOf = (deps: PayDeps, name: PayProviderName): PayProvider | null => (name === 'balance' ? null : deps.providers[name]);

/** Creates a payment order, or answers the one already created with this client key (created: false). */
export async function createOrder(deps: PayDeps, caller: Caller, input: CreateInput): Promise<{ order: PayOrder; created: boolean }> {
  const existing = await orderQuery(deps.db)
    .where(inCompany(payOrders, caller.companyId, eq(payOrders.clientKey, input.clientKey)))
    .limit(1);
  const same = (o: PayOrderRow) =>
    o.payerId === caller.staffId &&
    o.purpose === input.purpose &&
    o.provider === input.provider &&
    (o.refId ?? undefined) === (input.refId || undefined) &&
    (input.amountFen === undefined || input.amountFen === o.amountFen);
  if (existing[0]) {
    if (!same(existing[0].o)) throw fieldError('client_key', M.keyReused);
    return { order: orderView(existing[0], caller.staffId), created: false };
  }
  const def = payable(input.purpose);
  if (!def) throw fieldError('purpose', M.unknownPurpose);
  if (!def.payerChoosesAmount && input.amountFen !== undefined) throw fieldError('amount_fen', M.amountFixed);
  if (input.purpose === PAY_TOPUP_PURPOSE && input.provider === 'balance') throw fieldError('provider', M.balanceTopup);
  const provider = providerOf(deps, input.provider);
  if (provider && !provider.available(caller.companyId)) throw fieldError('provider', M.providerUnavailable);
  const quote = await def.quote({
    tx: deps.db,
    companyId: caller.companyId,
    payerId: caller.staffId,
    refId: input.refId || null,
    requestedFen: input.amountFen,
  });
  const items = quoteLines(quote);
  const id = randomUUID();
  const now = deps.now();
  let openid: string | null = null;
  if (input.provider === 'wechat') {
    const [me] = await deps.db
      .select({ openid: staff.openid })
      .from(staff)
      .where(inCompany(staff, caller.companyId, eq(staff.id, caller.staffId)));
    openid = me?.openid ?? null;
  }
  const payParams = provider
    ? await provider.start({ companyId: caller.companyId, orderId: id, amountFen: quote.amountFen, subject: quote.subject, openid, now })
    : null;
  const inserted = await deps.db
    .insert(payOrders)
    .values({
      companyId: caller.companyId,
      id,
      clientKey: input.clientKey,
      payerId: caller.staffId,
      purpose: input.purpose,
      refId: input.refId || null,
      subject: quote.subject,
      orderNo: quote.orderNo ?? null,
      items,
      amountFen: quote.amountFen,
      provider: input.provider,
      status: 'created',
      payParams,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: payOrders.id });
  if (inserted.length === 0) {
    // The same key won a race: answer that order.
    const [row] = await orderQuery(deps.db)
      .where(inCompany(payOrders, caller.companyId, eq(payOrders.clientKey, input.clientKey)))
      .limit(1);
    if (!row || !same(row.o)) throw fieldError('client_key', M.keyReused);
    return { order: orderView(row, caller.staffId), created: false };
  }
  return { order: await getOrder(deps, caller, id), created: true };
}

/** Rolls back the preview's transaction (what a quote holds or extends is not kept). */
class PreviewDone extends Error {
  constructor(readonly quote: PayQuote) {
    super('preview');
  }
}

/**
 * What an order for this payable would pay for (issue 34: the purchase screen shows the lines and the
 * total before the method is chosen). The family prices it as for createOrder, in a transaction that is
 * rolled back: a preview creates, holds and extends nothing.
 */
export async function quoteOrder(deps: PayDeps, caller: Caller, input: { purpose: string; refId?: string | undefined }): Promise<PayQuote> {
  const def = payable(input.purpose);
  if (!def) throw fieldError('purpose', M.unknownPurpose);
  if (def.payerChoosesAmount) throw fieldError('purpose', M.amountRequired);
  const refId = input.refId || null;
  try {
    await deps.db.transaction(async (tx) => {
      const quote = await def.quote({ tx: tx$(tx), companyId: caller.companyId, payerId: caller.staffId, refId, requestedFen: undefined });
      throw new PreviewDone({
        purpose: input.purpose,
        ref_id: refId,
        subject: quote.subject,
        order_no: quote.orderNo ?? null,
        items: quoteLines(quote),
        amount_fen: quote.amountFen,
      });
    });
  } catch (err) {
    if (err instanceof PreviewDone) return err.quote;
    throw err;
  }
  throw new Error('a preview transaction ended without its quote');
}

// ---------------------------------------------------------------------------------------------
// Paid.

/**
 * Records a payment inside the caller's transaction (the order locked): created (or closed: money
 * that arrived late) -> paid, one `paid` event (the transaction id unique), the order ledger entry,
 * the wallet credit of a top-up, the payable's onPaid. Answers false when this payment was already
 * recorded (the same notification twice changes nothing).
 */
async function markPaid(
  tx: Database,
  order: PayOrderRow,
  p: { provider: PayProviderName; txnId: string; payload: Record<string, unknown> | null; now: Date },
): Promise<{ changed: boolean; wasClosed: boolean; refund: string | null }> {
  if (order.status !== 'created' && order.status !== 'closed') return { changed: false, wasClosed: false, refund: null };
  const eventId = await event(tx, {
    companyId: order.companyId,
    orderId: order.id,
    kind: 'paid',
    eventKey: 'paid',
    provider: p.provider,
    providerTxnId: p.txnId,
    amountFen: order.amountFen,
    payload: p.payload,
    now: p.now,
  });
  if (!eventId) return { changed: false, wasClosed: false, refund: null };
  const [paid] = await tx
    .update(payOrders)
    .set({
      status: 'paid',
      provider: p.provider,
      providerTxnId: p.txnId,
      paidAt: p.now,
      payParams: null,
      failReason: null,
      updatedAt: p.now,
    })
    .where(inCompany(payOrders, order.companyId, eq(payOrders.id, order.id), inArray(payOrders.status, ['created', 'closed'])))
    .returning();
  if (!paid) throw new HttpError(409, { detail: '订单状态已变化，请刷新后重试' });
  await ledger(tx, {
    companyId: order.companyId,
    account: 'orders',
    entryKey: `paid:${order.id}`,
    kind: 'pay',
    staffId: order.payerId,
    orderId: order.id,
    amountFen: order.amountFen,
    balanceAfterFen: null,
    now: p.now,
  });
  if (order.purpose === PAY_TOPUP_PURPOSE) {
    const balance = await moveWallet(tx, order.companyId, order.payerId, order.amountFen, p.now);
    await ledger(tx, {
      companyId: order.companyId,
      account: 'wallet',
      entryKey: `topup:${order.id}`,
      kind: 'topup',
      staffId: order.payerId,
      orderId: order.id,
      amountFen: order.amountFen,
      balanceAfterFen: balance,
      now: p.now,
    });
  }
  const refusal = await payable(order.purpose)?.onPaid?.({ tx, order: paid });
  return { changed: true, wasClosed: order.status === 'closed', refund: refusal?.refund ?? null };
}

/** Pays a created order from the caller's wallet: never below zero, whatever runs at the same time. */
export async function payFromBalance(deps: PayDeps, caller: Caller, id: string): Promise<PayOrder> {
  if (!isGuid(id)) throw notFound();
  await deps.db.transaction(async (t) => {
    const tx = tx$(t);
    const order = await lockOrder(tx, caller.companyId, id);
    if (!order || (!caller.isAdmin && order.payerId !== caller.staffId)) throw notFound();
    if (order.payerId !== caller.staffId) throw new HttpError(403, { detail: M.notPayer });
    if (order.purpose === PAY_TOPUP_PURPOSE) throw badRequest(M.balanceTopup);
    if (order.status !== 'created') throw badRequest(M.notPayable);
    const now = deps.now();
    const balance = await moveWallet(tx, caller.companyId, caller.staffId, -order.amountFen, now);
    if (balance === null) throw badRequest(M.insufficientBalance);
    await ledger(tx, {
      companyId: caller.companyId,
      account: 'wallet',
      entryKey: `pay:${order.id}`,
      kind: 'pay',
      staffId: caller.staffId,
      orderId: order.id,
      amountFen: -order.amountFen,
      balanceAfterFen: balance,
      now,
    });
    const { refund } = await markPaid(tx, order, {
      provider: 'balance',
      txnId: `balance_${order.id.replaceAll('-', '')}`,
      payload: null,
      now,
    });
    // the wallet's money can be refused: rolled back, nobody is charged
    if (refund !== null) throw badRequest(refund);
  });
  return getOrder(deps, caller, id);
}

// ---------------------------------------------------------------------------------------------
// Notifications.

export type NotifyResult = { ok: true; changed: boolean } | { ok: false; status: number; message: string };

/**
 * A provider notification: verified first (a forged one changes nothing), then recorded once in one
 * transaction. The same notification twice, or fifty at once, pays the order once. Money for an order
 * closed meanwhile, or that its payable refused, is given back right after the commit (the order ends
 * refunded); the refund is recorded as due in the payment's transaction, so the sweep still pays it
 * back when this server stops in between (refunds-due.ts).
 */
export async function handleNotification(
  deps: PayDeps,
  providerName: 'sandbox' | 'wechat' | 'lxdz',
  raw: RawNotification,
): Promise<NotifyResult> {
  const { result, refundDue } = await recordNotification(deps, providerName, raw);
  // The sweep pays it back when this step fails or never runs.
  if (refundDue)
    await payDueRefund(deps, raw.companyId, refundDue).catch((err: unknown) => deps.log.error({ err }, 'automatic refund failed'));
  return result;
}

/** The notification's transaction (handleNotification): its answer, and the order whose refund it made due. */
export async function recordNotification(
  deps: PayDeps,
  providerName: 'sandbox' | 'wechat' | 'lxdz',
  raw: RawNotification,
): Promise<{ result: NotifyResult; refundDue: string | null }> {
  const none = (result: NotifyResult) => ({ result, refundDue: null });
  if (!isGuid(raw.companyId)) return none({ ok: false, status: 404, message: 'unknown company' });
  let n;
  try {
    n = deps.providers[providerName].verify(raw);
  } catch (err) {
    if (err instanceof PaySignatureError) {
      deps.log.warn({ provider: providerName, reason: err.message }, 'pay notification refused');
      return none({ ok: false, status: 401, message: 'signature check failed' });
    }
    throw err;
  }
  if (!isGuid(n.orderId) || !n.providerTxnId) return none({ ok: false, status: 400, message: 'unknown order' });
  const companyId = raw.companyId;
  let refundDue: string | null = null;
  const result = await deps.db.transaction(async (t): Promise<NotifyResult> => {
    const tx = tx$(t);
    const order = await lockOrder(tx, companyId, n.orderId);
    if (!order) return { ok: false, status: 404, message: 'unknown order' };
    if (order.provider !== providerName) return { ok: false, status: 400, message: 'provider mismatch' };
    const now = deps.now();
    if (n.outcome === 'failed') {
      if (order.status === 'created') {
        await event(tx, {
          companyId,
          orderId: order.id,
          kind: 'failed',
          eventKey: `failed:${n.providerTxnId}`,
          provider: providerName,
          providerTxnId: null,
          amountFen: 0,
          payload: n.payload,
          now,
        });
        await tx
          .update(payOrders)
          .set({ failReason: providerName === 'sandbox' ? M.sandboxFailed : M.providerFailed, updatedAt: now })
          .where(inCompany(payOrders, companyId, eq(payOrders.id, order.id)));
      }
      return { ok: true, changed: false };
    }
    if (n.amountFen !== order.amountFen) {
      deps.log.error({ orderId: order.id, expected: order.amountFen, got: n.amountFen }, 'pay notification amount mismatch');
      return { ok: false, status: 400, message: 'amount mismatch' };
    }
    if (order.status !== 'created' && order.status !== 'closed' && order.providerTxnId !== n.providerTxnId) {
      deps.log.error({ orderId: order.id, txn: n.providerTxnId }, 'a second payment of a paid order: refund it with the provider');
    }
    const { changed, wasClosed, refund } = await markPaid(tx, order, {
      provider: providerName,
      txnId: n.providerTxnId,
      payload: n.payload,
      now,
    });
    const reason = wasClosed ? M.refundAfterClose : refund;
    if (reason !== null) {
      await oweRefund(tx, order, { reason, clientKey: wasClosed ? 'auto-after-close' : 'auto-refused', now });
      refundDue = order.id;
    }
    return { ok: true, changed };
  });
  return { result, refundDue };
}

// ---------------------------------------------------------------------------------------------
// Close and refund.

export async function closeOrder(deps: PayDeps, caller: Caller, id: string): Promise<PayOrder> {
  if (!isGuid(id)) throw notFound();
  await deps.db.transaction(async (t) => {
    const tx = tx$(t);
    const order = await lockOrder(tx, caller.companyId, id);
    if (!order || (!caller.isAdmin && order.payerId !== caller.staffId)) throw notFound();
    if (order.status === 'closed') return;
    if (order.status !== 'created') throw badRequest(M.notClosable);
    await closeLocked(tx, order, caller.staffId, deps.now());
  });
  return getOrder(deps, caller, id);
}

/** Closes a created order locked by this transaction, records why, and tells its payable (which releases what it held). */
async function closeLocked(tx: Database, order: PayOrderRow, actorId: string | null, now: Date): Promise<void> {
  const [closed] = await tx
    .update(payOrders)
    .set({ status: 'closed', closedAt: now, payParams: null, updatedAt: now })
    .where(inCompany(payOrders, order.companyId, eq(payOrders.id, order.id), eq(payOrders.status, 'created')))
    .returning();
  await event(tx, {
    companyId: order.companyId,
    orderId: order.id,
    kind: 'closed',
    eventKey: 'closed',
    provider: order.provider,
    providerTxnId: null,
    amountFen: 0,
    actorId,
    now,
  });
  if (closed) await payable(order.purpose)?.onClosed?.({ tx, order: closed });
}

/**
 * Closes the orders of every company left unpaid for PAY_UNPAID_CLOSE_MINUTES before `now`, oldest
 * first, at most `limit`, each in its own transaction (one failing hook does not keep the others
 * open). A payment that still arrives for one is refunded at once (handleNotification). Answers how
 * many it closed.
 */
export async function expireUnpaidOrders(deps: PayDeps, now: Date, limit = 100): Promise<number> {
  const before = new Date(now.getTime() - PAY_UNPAID_CLOSE_MINUTES * 60_000);
  // Platform sweep across companies: each row is then locked and closed within its own company.
  const stale = await deps.db
    .select({ companyId: payOrders.companyId, id: payOrders.id })
    .from(payOrders)
    .where(and(eq(payOrders.status, 'created'), lt(payOrders.createdAt, before)))
    .orderBy(payOrders.createdAt)
    .limit(limit);
  let closed = 0;
  for (const { companyId, id } of stale) {
    try {
      await deps.db.transaction(async (t) => {
        const tx = tx$(t);
        const order = await lockOrder(tx, companyId, id);
        if (order?.status !== 'created') return; // paid or closed meanwhile
        await closeLocked(tx, order, null, now);
        closed++;
      });
    } catch (err) {
      deps.log.error({ err, orderId: id }, 'closing an unpaid order failed');
    }
  }
  return closed;
}

export interface RefundInput {
  companyId: string;
  orderId: string;
  amountFen: number;
  reason: string;
  /** Idempotency: the same key refunds once. */
  clientKey: string;
  /** The provider's refund number (it refunds one number once); a new one when absent. */
  refundId?: string | undefined;
  actor: RefundActor;
}

/**
 * Refunds part or all of a paid order: the provider gives the money back first (wallet: credited
 * here), then one transaction records it. Never more than paid minus already refunded (checked on
 * the locked row, and by the table's CHECK). The same client key twice refunds once.
 */
export async function refundOrder(deps: PayDeps, input: RefundInput): Promise<PayOrderRow> {
  if (!isGuid(input.orderId)) throw notFound();
  const eventKey = `refund:${input.clientKey}`;
  const load = async () =>
    (
      await deps.db
        .select()
        .from(payOrders)
        .where(inCompany(payOrders, input.companyId, eq(payOrders.id, input.orderId)))
    )[0];
  const order = await load();
  if (!order) throw notFound();
  if (input.actor.kind === 'family' && payable(order.purpose)?.family !== input.actor.family) throw forbidden();
  const [done] = await deps.db
    .select({ id: payEvents.id, amount: payEvents.amountFen })
    .from(payEvents)
    .where(inCompany(payEvents, input.companyId, eq(payEvents.orderId, order.id), eq(payEvents.eventKey, eventKey)));
  if (done) {
    if (-done.amount !== input.amountFen) throw fieldError('client_key', M.keyReused);
    return order;
  }
  if (order.status !== 'paid') throw badRequest(M.notRefundable);
  if (input.amountFen > order.amountFen - order.refundedFen) throw fieldError('amount_fen', M.refundTooMuch);
  const refundId = input.refundId ?? randomUUID();
  const provider = providerOf(deps, order.provider);
  const txnId = provider
    ? await provider.refund({
        companyId: input.companyId,
        orderId: order.id,
        refundId,
        amountFen: input.amountFen,
        totalFen: order.amountFen,
        reason: input.reason,
      })
    : `balance_refund_${refundId.replaceAll('-', '')}`;
  try {
    await deps.db.transaction(async (t) => {
      const tx = tx$(t);
      const locked = await lockOrder(tx, input.companyId, order.id);
      if (!locked) throw notFound();
      if (locked.status !== 'paid') throw badRequest(M.notRefundable);
      if (input.amountFen > locked.amountFen - locked.refundedFen) throw fieldError('amount_fen', M.refundTooMuch);
      const now = deps.now();
      const eventId = await event(tx, {
        companyId: input.companyId,
        orderId: order.id,
        kind: 'refund',
        eventKey,
        provider: locked.provider,
        providerTxnId: txnId,
        amountFen: -input.amountFen,
        actorId: input.actor.kind === 'admin' ? input.actor.staffId : null,
        remark: input.reason,
        now,
      });
      if (!eventId) return; // the same key, a moment earlier
      const refundedFen = locked.refundedFen + input.amountFen;
      const [updated] = await tx
        .update(payOrders)
        .set({ refundedFen, status: refundedFen === locked.amountFen ? 'refunded' : 'paid', updatedAt: now })
        .where(inCompany(payOrders, input.companyId, eq(payOrders.id, order.id)))
        .returning();
      await ledger(tx, {
        companyId: input.companyId,
        account: 'orders',
        entryKey: `refund:${eventId}`,
        kind: 'refund',
        staffId: locked.payerId,
        orderId: order.id,
        amountFen: -input.amountFen,
        balanceAfterFen: null,
        now,
      });
      // Wallet side: a payment from the wallet goes back to it; a refunded top-up leaves it.
      const walletDelta = locked.provider === 'balance' ? input.amountFen : locked.purpose === PAY_TOPUP_PURPOSE ? -input.amountFen : 0;
      if (walletDelta !== 0) {
        const balance = await moveWallet(tx, input.companyId, locked.payerId, walletDelta, now);
        if (balance === null) throw badRequest(M.topupRefundBalance);
        await ledger(tx, {
          companyId: input.companyId,
          account: 'wallet',
          entryKey: `refund:${eventId}`,
          kind: 'refund',
          staffId: locked.payerId,
          orderId: order.id,
          amountFen: walletDelta,
          balanceAfterFen: balance,
          now,
        });
      }
      if (updated) await payable(locked.purpose)?.onRefunded?.({ tx, order: updated, amountFen: input.amountFen });
    });
  } catch (err) {
    if (pgCode(err) !== '23505') throw err;
  }
  return (await load()) ?? order;
}

// ---------------------------------------------------------------------------------------------
// Wallet.

export async function wallet(deps: PayDeps, caller: Caller): Promise<Wallet> {
  const [w] = await deps.db
    .select()
    .from(payWallets)
    .where(inCompany(payWallets, caller.companyId, eq(payWallets.staffId, caller.staffId)));
  return { balance_fen: w?.balanceFen ?? 0, updated_at: iso(w?.updatedAt ?? null), can_reconcile: caller.isAdmin };
}

export async function walletLedger(deps: PayDeps, caller: Caller, q: { page: number; page_size: number }): Promise<LedgerPage> {
  const where = inCompany(payLedger, caller.companyId, eq(payLedger.account, 'wallet'), eq(payLedger.staffId, caller.staffId));
  const [total] = await deps.db.select({ n: count() }).from(payLedger).where(where);
  const order = [desc(payLedger.createdAt), desc(payLedger.id)];
  // The page's ids first, on pay_ledger_staff_idx; then the subjects of those rows' orders.
  const ids = deps.db
    .select({ id: payLedger.id })
    .from(payLedger)
    .where(where)
    .orderBy(...order)
    .limit(q.page_size)
    .offset(offsetOf(q.page, q.page_size))
    .as('page');
  const rows = await deps.db
    .select({ l: payLedger, subject: payOrders.subject, orderNo: payOrders.orderNo })
    .from(payLedger)
    .innerJoin(ids, eq(ids.id, payLedger.id))
    .leftJoin(payOrders, and(eq(payOrders.companyId, payLedger.companyId), eq(payOrders.id, payLedger.orderId)))
    .where(inCompany(payLedger, caller.companyId))
    .orderBy(...order);
  const results: LedgerEntry[] = rows.map(({ l, subject, orderNo }) => ({
    id: l.id,
    kind: l.kind,
    amount_fen: l.amountFen,
    balance_after_fen: l.balanceAfterFen ?? 0,
    order_id: l.orderId,
    subject: subject ?? '',
    order_no: orderNo ?? null,
    created_at: l.createdAt.toISOString(),
    created_time: localDateTime(l.createdAt),
  }));
  return { ...toPage(Number(total?.n ?? 0), q.page, q.page_size, results), balance_fen: (await wallet(deps, caller)).balance_fen };
}

// ---------------------------------------------------------------------------------------------
// Reconciliation.

const MAX_PERIOD_MS = 366 * 24 * 3_600_000;

/**
 * The company's payments and refunds in [from, to): paid (orders by their paid time), refunded
 * (refund events), and the order ledger's sum, which must equal paid - refunded.
 */
export async function reconciliation(
  deps: PayDeps,
  companyId: string,
  q: { from: string; to: string; page: number; page_size: number },
): Promise<Reconciliation> {
  const from = new Date(q.from);
  const to = new Date(q.to);
  if (!(to > from)) throw fieldError('to', M.badPeriod);
  if (to.getTime() - from.getTime() > MAX_PERIOD_MS) throw fieldError('to', M.longPeriod);
  const db = deps.db;
  const n = (v: unknown): number => Number(v ?? 0);
  const period = { companyId, from, to };
  // Independent reads side by side; the period's events once, per provider, for the refunds, the
  // providers' totals and the count together.
  const [[paid], byProvider, [ledger], [wallet], rows] = await Promise.all([
    paidInPeriod(db).execute(period),
    eventsByProvider(db).execute(period),
    ledgerInPeriod(db).execute({ ...period, account: 'orders' }),
    ledgerInPeriod(db).execute({ ...period, account: 'wallet' }),
    eventPage(db).execute({ ...period, limit: q.page_size, offset: offsetOf(q.page, q.page_size) }),
  ]);
  const ledgerFen = n(ledger?.s);
  const walletFen = n(wallet?.s);
  const paidFen = n(paid?.s);
  const refundedFen = byProvider.reduce((fen, r) => fen + n(r.refunded), 0);
  return {
    ...toPage(
      byProvider.reduce((events, r) => events + n(r.events), 0),
      q.page,
      q.page_size,
      rows.map(({ e, o, payerName }) => ({
        id: e.id,
        order_id: e.orderId,
        kind: e.kind as 'paid' | 'refund',
        amount_fen: e.amountFen,
        provider: e.provider,
        provider_txn_id: e.providerTxnId,
        purpose: o.purpose,
        subject: o.subject,
        order_no: o.orderNo,
        payer: { id: o.payerId, name: payerName },
        created_at: e.createdAt.toISOString(),
        created_time: localDateTime(e.createdAt),
      })),
    ),
    from: from.toISOString(),
    to: to.toISOString(),
    totals: {
      paid_fen: paidFen,
      refunded_fen: refundedFen,
      net_fen: paidFen - refundedFen,
      ledger_fen: ledgerFen,
      balanced: paidFen - refundedFen === ledgerFen,
      by_provider: byProvider.map((r) => ({ provider: r.provider, paid_fen: n(r.paid), refunded_fen: n(r.refunded) })),
      wallet_fen: walletFen,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The sandbox confirmation screen.

/**
 * The payer answers the sandbox screen: pay (notified at once), fail (the order stays payable, with
 * the failure), or late (paid, but the notification arrives after `delayMs`). The notification is
 * signed and goes through the same verification as one arriving over HTTP.
 */
export async function sandboxConfirm(
  deps: PayDeps,
  caller: Caller,
  id: string,
  input: { token: string; outcome: 'pay' | 'fail' | 'late'; delayMs?: number | undefined },
): Promise<PayOrder> {
  if (!isGuid(id)) throw notFound();
  const [order] = await deps.db
    .select()
    .from(payOrders)
    .where(inCompany(payOrders, caller.companyId, eq(payOrders.id, id)));
  if (!order || order.payerId !== caller.staffId) throw notFound();
  if (order.provider !== 'sandbox') throw badRequest(M.notSandbox);
  if (order.status !== 'created') throw badRequest(M.notPayable);
  const sandbox = deps.providers.sandbox;
  if (!sandbox.available(caller.companyId)) throw badRequest(M.providerUnavailable);
  if (!sandbox.checkToken(caller.companyId, order.id, order.amountFen, input.token)) throw fieldError('token', M.badToken);
  const signed = sandbox.notification(caller.companyId, {
    orderId: order.id,
    amountFen: order.amountFen,
    outcome: input.outcome === 'fail' ? 'failed' : 'paid',
  });
  const deliver = () => handleNotification(deps, 'sandbox', { companyId: caller.companyId, headers: signed.headers, rawBody: signed.body });
  if (input.outcome === 'late') {
    const timer = setTimeout(() => {
      deps.lateTimers.delete(timer);
      deliver().catch((err: unknown) => deps.log.error({ err, orderId: order.id }, 'late sandbox notification failed'));
    }, input.delayMs ?? 3000);
    timer.unref();
    deps.lateTimers.add(timer);
  } else {
    await deliver();
  }
  return getOrder(deps, caller, id);
}
