import type { PayOrder } from '@campus/contracts';

/** A payment order as the server answers it (amounts in fen). */
export function payOrder(id: string, over: Partial<PayOrder> = {}): PayOrder {
  return {
    id,
    client_key: `web-${id}`,
    purpose: 'topup',
    ref_id: null,
    subject: '余额充值',
    order_no: null,
    items: [{ name: '余额充值', quantity: 1, unit_fen: 5000, amount_fen: 5000 }],
    amount_fen: 5000,
    refunded_fen: 0,
    provider: 'sandbox',
    status: 'created',
    status_label: '待支付',
    payer: { id: 's1', name: '普通员工' },
    provider_txn_id: null,
    fail_reason: null,
    created_at: '2026-11-23T10:00:00.000Z',
    paid_at: null,
    closed_at: null,
    created_time: '2026-11-23 18:00:00',
    paid_time: null,
    pay_params: { provider: 'sandbox', token: 'tok', amount_fen: 5000, subject: '余额充值' },
    ...over,
  };
}
