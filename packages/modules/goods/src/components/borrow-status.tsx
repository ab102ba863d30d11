import { GOODS_ORDER_TYPES } from '@campus/contracts';
import { OrderStatusTag } from './order-status-tag.tsx';

/** A borrow's status; 已逾期 whenever it is past its end date and not returned (status 30 or 50). */
export function BorrowStatusTag({ status, label, overdue }: { status: number; label: string; overdue: boolean }) {
  return <OrderStatusTag type={GOODS_ORDER_TYPES.borrow} status={overdue ? 50 : status} label={overdue ? '已逾期' : label} />;
}
