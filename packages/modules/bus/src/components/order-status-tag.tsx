import { BUS_ORDER_TYPE } from '@campus/contracts';
import { orderTypesStore } from '@campus/core';
import { StatusTag } from '@campus/ui';
import type { StatusTable } from '@campus/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';

const NONE: StatusTable = new Map();

/** An application's status: label and tone from the server's order types (GET order_types/), the order's own label until they load. */
export const OrderStatusTag = observer(function OrderStatusTag({ status, label }: { status: number; label: string }) {
  useEffect(() => {
    void orderTypesStore.ensure();
  }, []);
  return <StatusTag table={orderTypesStore.tableOf(BUS_ORDER_TYPE) ?? NONE} code={status} fallback={label} />;
});
