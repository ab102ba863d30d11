import { orderTypesStore, type StatusTable } from '@campus/core';
import { StatusTag } from '@campus/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';

const NONE: StatusTable = new Map();

/** An order's status: label and tone from the server's order types (GET order_types/), the order's own label until they load. */
export const OrderStatusTag = observer(function OrderStatusTag({ type, status, label }: { type: string; status: number; label: string }) {
  useEffect(() => {
    void orderTypesStore.ensure();
  }, []);
  return <StatusTag table={orderTypesStore.tableOf(type) ?? NONE} code={status} fallback={label} />;
});
