import { defineStatusTable, orderTypesStore } from '@campus/core';
import { StatusTag } from '@campus/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';

export interface OrderStatusTagProps {
  orderType: string;
  status: number;
  /** The label the order carries (the server's), used until the registry is loaded. */
  label: string;
}

/** A car order's status, labelled and coloured by its order type's table (GET order_types/). */
export const OrderStatusTag = observer(function OrderStatusTag({ orderType, status, label }: OrderStatusTagProps) {
  useEffect(() => {
    void orderTypesStore.ensure();
  }, []);
  const table = orderTypesStore.tableOf(orderType) ?? defineStatusTable([[status, label]]);
  return <StatusTag table={table} code={status} fallback={label} />;
});
