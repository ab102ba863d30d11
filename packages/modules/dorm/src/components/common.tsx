/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { fenToYuan } from '@campus/contracts';
import { defineStatusTable, localStore, orderTypesStore } from '@campus/core';
import { StatusTag } from '@campus/ui';
import { List, Tag } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** Money as the hub shows it: ¥ and two decimals (amounts travel in fen). */
export const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;
export { hubToday } from '@campus/contracts';

export const pageStyles = {
  pad: css({ padding: '12px 16px', color: 'var(--adm-color-weak)', fontSize: 14 }),
  strong: css({ fontWeight: 600, color: 'var(--adm-color-text)' }),
  money: css({ color: 'var(--hub-primary-text)', fontWeight: 600 }),
  actions: css({ display: 'flex', gap: 8, '& > *': { flex: 1 } }),
};

/** A lodging order's status, coloured by its order type's table (labels from the server). */
export const OrderTag = observer(function OrderTag({ orderType, status, label }: { orderType: string; status: number; label: string }) {
  useEffect(() => {
    void orderTypesStore.ensure();
  }, []);
  const table = orderTypesStore.tableOf(orderType) ?? defineStatusTable([[status, label]]);
  return <StatusTag table={table} code={status} fallback={label} />;
});

/** A status of the family's own tables (cleaning, repair, bill), as the shared StatusTag looks. */
export function PlainTag({ label, tone }: { label: string; tone: 'default' | 'primary' | 'success' | 'warning' | 'danger' }) {
  return (
    <Tag color={tone} fill="outline" round data-testid="status-tag">
      {label}
    </Tag>
  );
}

/** The `?id=` of the screen, else the id a push stashed under `stash` (spec 3), and keeps it stashed. */
export function useScreenId(stash?: string): string | null {
  const [search] = useSearchParams();
  const id = search.get('id');
  if (id) {
    if (stash) localStore.stashId(stash, id);
    return id;
  }
  return stash ? localStore.getStashedId(stash) : null;
}

export interface NavEntry {
  title: string;
  to: string;
  description?: ReactNode;
  extra?: ReactNode;
  hidden?: boolean;
}

/** A card list of entries, each opening a screen. */
export function NavList({ header, entries }: { header?: string; entries: NavEntry[] }) {
  const navigate = useNavigate();
  return (
    <List mode="card" header={header}>
      {entries
        .filter((e) => !e.hidden)
        .map((e) => (
          <List.Item key={e.to} description={e.description} extra={e.extra} onClick={() => navigate(e.to)} arrowIcon>
            {e.title}
          </List.Item>
        ))}
    </List>
  );
}
