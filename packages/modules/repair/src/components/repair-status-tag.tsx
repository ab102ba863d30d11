import { REPAIR_ORDER_TYPE } from '@campus/contracts';
import { orderTypesStore, type StatusTable } from '@campus/core';
import { StatusTag } from '@campus/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';

const NONE: StatusTable = new Map();

/** A repair order's status (报修单's own table): label and tone from the server's order types, the order's own label until they load. */
export const RepairStatusTag = observer(function RepairStatusTag({ status, label }: { status: number; label: string }) {
  useEffect(() => {
    void orderTypesStore.ensure();
  }, []);
  return <StatusTag table={orderTypesStore.tableOf(REPAIR_ORDER_TYPE) ?? NONE} code={status} fallback={label} />;
});
