import type { OrderType } from '@campus/contracts';
import { defineStatusTable, type StatusTable, type StatusTone } from './status-labels.ts';

/**
 * Status labels come from the server's order-type registry (GET order_types/),
 * the one table of every order type's codes: the client keeps no copy of it.
 */

/** The tone of a status code of an order type: rejected red, cancelled grey, in approval blue, later green. */
export function statusToneOf(type: Pick<OrderType, 'rejected' | 'cancelled' | 'in_approval'>, code: number): StatusTone {
  if (code === type.rejected) return 'danger';
  if (code === type.cancelled) return 'default';
  if (code === type.in_approval) return 'primary';
  return 'success';
}

/** The StatusTable of an order type (labels from the registry, GET order_types/). */
export function orderStatusTable(type: OrderType): StatusTable {
  return defineStatusTable(type.statuses.map((status) => [status.code, status.label, statusToneOf(type, status.code)] as const));
}
