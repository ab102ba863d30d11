/**
 * The "payable" hook: how another family (bus, canteen, shop, dormitory costs, cleaning) uses the
 * shared payment service. A family registers what a payment order can pay for (its `purpose`):
 *
 *   registerPayable({
 *     purpose: 'bus_ticket', family: 'bus', name: '班车车票',
 *     async quote({ tx, companyId, payerId, refId }) {            // the server prices it, never the client
 *       const order = ...;  if (!order) throw fieldError('ref_id', '车票订单不存在');
 *       return { amountFen: order.priceFen, subject: `班车票 ${order.route}`,       // the lines, the family's number:
 *                items: [payItem(`班车票 ${order.route}`, 1, order.priceFen)], orderNo: null };
 *     },
 *     async onPaid({ tx, order }) { ... mark the ticket paid ... },          // same transaction as the payment
 *     async onRefunded({ tx, order, amountFen }) { ... release the seat ... },
 *   });
 *
 * then the client creates `POST pay/orders/ {purpose: 'bus_ticket', ref_id, provider, client_key}`
 * and pays; the family's code may refund through `refundOrder(...)` (services.ts) with
 * `actor: {kind: 'family', family: 'bus'}`. Hooks run inside the transaction that moves the money: a
 * hook that throws undoes the payment's recording (the provider notification is retried).
 */
import type { PayItem } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import type { payOrders } from './schema.ts';

export type PayOrderRow = typeof payOrders.$inferSelect;

export interface PayableQuoteInput {
  tx: Database;
  companyId: string;
  payerId: string;
  refId: string | null;
  /** The amount the client asked for (only payables with `payerChoosesAmount`). */
  requestedFen: number | undefined;
}

/** What a payable answers for a payment: the amount and, shown to the payer, what it is for. */
export interface PayableQuote {
  amountFen: number;
  subject: string;
  /** What is paid for, line by line (goods x quantity, a fee, a discount); they add up to amountFen. One line of the subject when absent. */
  items?: PayItem[];
  /** The family's own number of what is paid (a shop order's number), shown wherever the payment is named; absent: none. */
  orderNo?: string | null;
}

/** A line of a quote: `quantity` of `name` at `unitFen` each. */
export const payItem = (name: string, quantity: number, unitFen: number): PayItem => ({
  name,
  quantity,
  unit_fen: unitFen,
  amount_fen: unitFen * quantity,
});

/** The quote's lines, checked to add up to its amount (a family's pricing mistake is a 500, never a wrong charge). */
export function quoteLines(quote: PayableQuote): PayItem[] {
  const items = quote.items ?? [payItem(quote.subject, 1, quote.amountFen)];
  const sum = items.reduce((total, item) => total + item.amount_fen, 0);
  if (items.length === 0 || sum !== quote.amountFen)
    throw new Error(`a payable's lines add up to ${String(sum)}, not ${String(quote.amountFen)}`);
  return items;
}

/** A payment the payable gives back whole, after it has committed (Payable.onPaid). */
export interface PaidRefusal {
  refund: string;
}

export interface Payable {
  /** The order's `purpose`, unique. */
  purpose: string;
  /** The family that registered it (may refund its orders). */
  family: string;
  /** Chinese name (reconciliation, receipts). */
  name: string;
  /** The payer picks the amount (a top-up); otherwise quote() decides it. */
  payerChoosesAmount?: boolean;
  /**
   * Checks the request (the ref exists, belongs to the payer, is unpaid) and prices it. Throw an HttpError
   * to refuse. It may run in a transaction that is rolled back (the purchase screen's preview).
   */
  quote(input: PayableQuoteInput): Promise<PayableQuote>;
  /**
   * The order became paid (same transaction). A payable that no longer wants the money (its booking
   * cancelled meanwhile, a charge paid twice) throws to refuse a wallet payment (rolled back: nobody is
   * charged) and answers `{ refund: reason }` for a provider's, which cannot be refused: the pay service
   * refunds it in full once the payment has committed.
   */
  onPaid?(input: { tx: Database; order: PayOrderRow }): Promise<void | PaidRefusal>;
  /** Part or all of a paid order was refunded (same transaction); `order.refundedFen` is the new total. */
  onRefunded?(input: { tx: Database; order: PayOrderRow; amountFen: number }): Promise<void>;
  /** An unpaid order was closed (same transaction). */
  onClosed?(input: { tx: Database; order: PayOrderRow }): Promise<void>;
}

const registry = new Map<string, Payable>();

/** Registers a payable once (a family's index.ts, at import); a second registration of the purpose throws. */
export function registerPayable(def: Payable): Payable {
  const existing = registry.get(def.purpose);
  if (existing && existing !== def) throw new Error(`payable ${def.purpose} is already registered by ${existing.family}`);
  registry.set(def.purpose, def);
  return def;
}

export const payable = (purpose: string): Payable | undefined => registry.get(purpose);
export const payables = (): Payable[] => [...registry.values()];
