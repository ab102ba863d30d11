import type { OrderSummary } from '@campus/contracts';
import type { NavigateFunction } from 'react-router-dom';
import { orderDetailPath, stashForDetail } from './order-route.ts';

/** Opens an order's detail screen (the one of its module), as a push would. */
export function openOrder(navigate: NavigateFunction, order: Pick<OrderSummary, 'id' | 'module'>): void {
  stashForDetail(order.module, order.id);
  void navigate(orderDetailPath(order.module, order.id));
}
