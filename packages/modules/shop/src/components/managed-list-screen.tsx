import type { ShopManage } from '@campus/contracts';
import { useRouteHandle } from '@campus/core';
import { PageFrame } from '@campus/ui';
import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { ManageGate } from './manage-gate.tsx';

/** What a managed list's content reads and calls. */
export interface ManagedList {
  /** Bumped after every change: the list's reloadKey. */
  round: number;
  /** The add form is open. */
  adding: boolean;
  /** Closes the add form. */
  close: () => void;
  /** After a save: closes the add form and reloads the list. */
  saved: () => void;
  /** Reloads the list (a row changed). */
  refresh: () => void;
}

/**
 * A merchant's list with an add button at the top right (/suppliers, /adverts, /banners): the route's
 * title, the managers' gate, the add form's open state and the list's reload counter.
 */
export function ManagedListScreen({
  fallbackTitle,
  addLabel,
  children,
}: {
  fallbackTitle: string;
  addLabel: string;
  children: (manage: ShopManage, list: ManagedList) => ReactNode;
}) {
  const title = useRouteHandle()?.title ?? fallbackTitle;
  const [adding, setAdding] = useState(false);
  const [round, setRound] = useState(0);
  const refresh = () => setRound((r) => r + 1);
  const list: ManagedList = {
    round,
    adding,
    close: () => setAdding(false),
    saved: () => {
      setAdding(false);
      refresh();
    },
    refresh,
  };
  return (
    <PageFrame
      title={title}
      right={
        <Button size="small" fill="none" onClick={() => setAdding(true)}>
          {addLabel}
        </Button>
      }
    >
      <ManageGate>{(m) => children(m, list)}</ManageGate>
    </PageFrame>
  );
}
