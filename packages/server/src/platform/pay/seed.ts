/**
 * The pay family's demo rows, per company: wallets for 普通员工 (13800000005) and 演示员工 (the admin)
 * with a few paid top-ups (sandbox), one partly refunded, and their ledger. Idempotent (stable ids,
 * `ON CONFLICT DO NOTHING`); the wallet balance is the sum of its seeded ledger.
 */
import { PAY_TOPUP_PURPOSE } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { hoursAgo, seedId, seedStaffId } from '../seed/ids.ts';
import { payEvents, payLedger, payOrders, payWallets } from './schema.ts';
import { payMessages } from './messages.ts';
import { payItem } from './payables.ts';

type Company = { id: string };

export const seedPayOrders: readonly { key: string; staff: string; amountFen: number; paidHoursAgo: number; refundFen: number }[] = [
  { key: 'topup:staff', staff: 'staff', amountFen: 20_000, paidHoursAgo: 48, refundFen: 0 },
  { key: 'topup:staff2', staff: 'staff', amountFen: 5_000, paidHoursAgo: 24, refundFen: 2_000 },
  { key: 'topup:demo', staff: 'demo', amountFen: 10_000, paidHoursAgo: 30, refundFen: 0 },
];
export const payOrderId = (companyId: string, key: string): string => seedId(companyId, `pay:${key}`);

export async function seedPayRows(db: Database, { id: c }: Company): Promise<void> {
  const now = new Date();
  const balances = new Map<string, number>();
  for (const o of seedPayOrders) {
    const orderId = payOrderId(c, o.key);
    const payerId = seedStaffId(c, o.staff);
    const paidAt = hoursAgo(now, o.paidHoursAgo);
    const refundedAt = hoursAgo(now, o.paidHoursAgo / 2);
    const txn = `sandbox_seed_${orderId.replaceAll('-', '')}`;
    await db
      .insert(payOrders)
      .values({
        companyId: c,
        id: orderId,
        clientKey: `seed-${o.key}`,
        payerId,
        purpose: PAY_TOPUP_PURPOSE,
        subject: payMessages.topupSubject,
        items: [payItem(payMessages.topupSubject, 1, o.amountFen)],
        amountFen: o.amountFen,
        refundedFen: o.refundFen,
        provider: 'sandbox',
        status: o.refundFen === o.amountFen ? 'refunded' : 'paid',
        providerTxnId: txn,
        createdAt: hoursAgo(paidAt, 0.01),
        paidAt,
        updatedAt: o.refundFen ? refundedAt : paidAt,
      })
      .onConflictDoNothing();
    await db
      .insert(payEvents)
      .values([
        {
          companyId: c,
          id: seedId(c, `pay:${o.key}:paid`),
          orderId,
          kind: 'paid' as const,
          eventKey: 'paid',
          provider: 'sandbox' as const,
          providerTxnId: txn,
          amountFen: o.amountFen,
          createdAt: paidAt,
        },
        ...(o.refundFen
          ? [
              {
                companyId: c,
                id: seedId(c, `pay:${o.key}:refund`),
                orderId,
                kind: 'refund' as const,
                eventKey: 'refund:seed',
                provider: 'sandbox' as const,
                providerTxnId: `${txn}_refund`,
                amountFen: -o.refundFen,
                actorId: seedStaffId(c, 'demo'),
                remark: '演示退款',
                createdAt: refundedAt,
              },
            ]
          : []),
      ])
      .onConflictDoNothing();
    const before = balances.get(payerId) ?? 0;
    const afterTopup = before + o.amountFen;
    const after = afterTopup - o.refundFen;
    balances.set(payerId, after);
    const entries = [
      { key: `paid:${orderId}`, account: 'orders' as const, kind: 'pay' as const, amount: o.amountFen, balance: null, at: paidAt },
      { key: `topup:${orderId}`, account: 'wallet' as const, kind: 'topup' as const, amount: o.amountFen, balance: afterTopup, at: paidAt },
      ...(o.refundFen
        ? [
            {
              key: `refund:seed:${orderId}`,
              account: 'orders' as const,
              kind: 'refund' as const,
              amount: -o.refundFen,
              balance: null,
              at: refundedAt,
            },
            {
              key: `refund:seed:${orderId}`,
              account: 'wallet' as const,
              kind: 'refund' as const,
              amount: -o.refundFen,
              balance: after,
              at: refundedAt,
            },
          ]
        : []),
    ];
    await db
      .insert(payLedger)
      .values(
        entries.map((e) => ({
          companyId: c,
          id: seedId(c, `pay:ledger:${e.account}:${e.key}`),
          account: e.account,
          entryKey: e.key,
          kind: e.kind,
          staffId: payerId,
          orderId,
          amountFen: e.amount,
          balanceAfterFen: e.balance,
          createdAt: e.at,
        })),
      )
      .onConflictDoNothing();
  }
  await db
    .insert(payWallets)
    .values([...balances].map(([staffId, balanceFen]) => ({ companyId: c, staffId, balanceFen, updatedAt: now })))
    .onConflictDoNothing();
}
