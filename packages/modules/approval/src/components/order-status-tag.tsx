import { defineStatusTable, orderTypesStore } from '@campus/core';
import { StatusTag } from '@campus/ui';
import { observer } from 'mobx-react-lite';

export interface OrderStatusTagProps {
  orderType: string;
  status: number;
  /** The label the order carries, used until (or unless) the registry is loaded. */
  label: string;
}

/** An order's status as the shared StatusTag, coloured by its order type's table. */
export const OrderStatusTag = observer(function OrderStatusTag({ orderType, status, label }: OrderStatusTagProps) {
  const table = orderTypesStore.tableOf(orderType) ?? defineStatusTable([[status, label]]);
  return <StatusTag table={table} code={status} fallback={label} />;
});
