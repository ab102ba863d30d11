import type { PayOrder } from '@campus/contracts';
import { Button, List, Result } from 'antd-mobile';
import { keepDates } from '@campus/ui';
import { yuan } from '../money.ts';
import { TEXT } from '../texts.ts';

/** What a result screen says about an order. */
export function resultOf(order: PayOrder): { status: 'success' | 'waiting' | 'info' | 'error'; title: string } {
  if (order.status === 'paid') return { status: 'success', title: TEXT.resultPaid };
  if (order.status === 'refunded') return { status: 'info', title: TEXT.resultRefunded };
  if (order.status === 'closed') return { status: 'info', title: TEXT.resultClosed };
  if (order.fail_reason) return { status: 'error', title: TEXT.resultFailed };
  return { status: 'waiting', title: TEXT.resultWaiting };
}

/**
 * The payment result (paid, waiting for the provider, failed, closed, refunded), amount in yuan. The order
 * is named by its own number (a shop order's S2611…), never by a fragment of the payment's id (issue 34).
 */
export function PayResult({ order, onDone, onRetry }: { order: PayOrder; onDone: () => void; onRetry?: (() => void) | undefined }) {
  const { status, title } = resultOf(order);
  return (
    <>
      <Result
        status={status}
        title={title}
        description={status === 'waiting' ? TEXT.resultWaitingHint : status === 'error' ? order.fail_reason : yuan(order.amount_fen)}
      />
      <List mode="card">
        <List.Item extra={order.subject}>{TEXT.subject}</List.Item>
        <List.Item extra={yuan(order.amount_fen)}>{TEXT.amount}</List.Item>
        {order.refunded_fen > 0 && <List.Item extra={yuan(order.refunded_fen)}>{TEXT.refunded}</List.Item>}
        {order.paid_time && <List.Item extra={keepDates(order.paid_time)}>{TEXT.paidAt}</List.Item>}
        {order.order_no !== null && <List.Item extra={<span data-testid="pay-order-no">{order.order_no}</span>}>{TEXT.orderNo}</List.Item>}
      </List>
      <List mode="card">
        {status === 'error' && onRetry && (
          <List.Item>
            <Button block color="primary" onClick={onRetry}>
              {TEXT.retry}
            </Button>
          </List.Item>
        )}
        <List.Item>
          <Button block color={status === 'error' ? 'default' : 'primary'} onClick={onDone}>
            {TEXT.done}
          </Button>
        </List.Item>
      </List>
    </>
  );
}
