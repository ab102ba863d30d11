/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ApprovalCounts, ApprovalItem, CopiedItem, OrderSummary } from '@campus/contracts';
import { orderTypesStore, useStores } from '@campus/core';
import { ListPage, PageFrame, useLoader, type PageResult } from '@campus/ui';
import { Button } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchApprovalCounts, fetchApprovalPage, fetchCopied, fetchMyOrders, type ApprovalListKind } from '../api.ts';
import { BatchApproveBar } from '../components/batch-approve-bar.tsx';
import { OrderCard } from '../components/order-card.tsx';
import { StickyTabs } from '../components/sticky-tabs.tsx';
import { LIST_TAB_LABELS, SCREEN_TITLES, STALL_LABELS } from '../labels.ts';
import { openOrder } from '../open-order.ts';

const styles = {
  list: css({ paddingBottom: 16 }),
  tabTitle: css({ display: 'inline-flex', alignItems: 'center', gap: 2, whiteSpace: 'nowrap' }),
  count: css({
    minWidth: 16,
    padding: '0 3px',
    borderRadius: 8,
    fontSize: 10,
    lineHeight: '16px',
    background: 'var(--adm-color-danger)',
    color: '#fff',
  }),
  toolbar: css({ display: 'flex', justifyContent: 'flex-end', padding: '8px 12px 0' }),
  selectable: css({ display: 'flex', alignItems: 'center', gap: 4, paddingLeft: 12, '& > :last-child': { flex: 1, minWidth: 0 } }),
  unread: css({ color: 'var(--adm-color-danger)', fontSize: 12, fontWeight: 'normal' }),
  read: css({ color: 'var(--adm-color-weak)', fontSize: 12, fontWeight: 'normal' }),
  // a native checkbox: a real checkbox to assistive technology, named by the row's title
  check: css({ width: 20, height: 20, flex: 'none', margin: 0, accentColor: 'var(--adm-color-primary)' }),
  delegated: css({ color: 'var(--hub-primary-text)', fontSize: 12, fontWeight: 'normal' }),
};

const KINDS: readonly ApprovalListKind[] = ['todo', 'done', 'mine', 'cc'];

function isKind(value: string | null): value is ApprovalListKind {
  return value !== null && (KINDS as readonly string[]).includes(value);
}

/** The tab to show: the address's, else 待我审批 for approvers and 我发起的 for everyone else. */
export function initialTab(fromAddress: string | null, isApprover: boolean | undefined): ApprovalListKind {
  if (isKind(fromAddress)) return fromAddress;
  return isApprover === true ? 'todo' : 'mine';
}

/** When the caller acted on a row of 我已审批 (his step's time); undefined for the other lists. */
export function myActTime(kind: ApprovalListKind, row: OrderSummary | ApprovalItem): string | null | undefined {
  return kind === 'done' && 'my_step' in row ? row.my_step.act_time : undefined;
}

type Row = OrderSummary | ApprovalItem | CopiedItem;

/** One page of a tab's list (all but 抄送我的 after the page before's `next_after`). */
export function loadTab(kind: ApprovalListKind, page: number, pageSize: number, after?: string): Promise<PageResult<Row>> {
  const params = { page, page_size: pageSize };
  if (kind === 'cc') return fetchCopied(params);
  const byKey = after === undefined ? params : { ...params, after };
  return kind === 'mine' ? fetchMyOrders(byKey) : fetchApprovalPage(kind, byKey);
}

/** A tab's count as its badge shows it (none at 0, 99+ from 100: the server counts up to 100). */
export function countText(count: number | undefined): string | null {
  if (count === undefined || count <= 0) return null;
  return count >= 100 ? '99+' : String(count);
}

/** Which count a tab shows: 抄送我的 counts its unread copies. */
const countOf = (counts: ApprovalCounts | null | undefined, kind: ApprovalListKind): number | undefined =>
  counts ? (kind === 'cc' ? counts.cc_unread : counts[kind]) : undefined;

/**
 * The small words beside a row's title: 未读/已读 in 抄送我的, 代X审批 in 待我审批 and 我已审批 (a delegate's
 * steps), 由X代审批 in the approver's 我已审批 (a step his delegate decided for him).
 */
function rowNote(kind: ApprovalListKind, row: Row) {
  if (kind === 'cc' && 'read' in row)
    return (
      <span css={row.read ? styles.read : styles.unread} data-testid="copy-read">
        {row.read ? STALL_LABELS.read : STALL_LABELS.unread}
      </span>
    );
  if ((kind === 'todo' || kind === 'done') && 'my_step' in row && row.my_step.delegated_from)
    return (
      <span css={styles.delegated} data-testid="row-delegated">
        {STALL_LABELS.delegatedFrom(row.my_step.delegated_from.name)}
      </span>
    );
  if (kind === 'done' && 'my_step' in row && row.my_step.decided_by)
    return (
      <span css={styles.delegated} data-testid="row-decided-by">
        {STALL_LABELS.decidedBy(row.my_step.decided_by.name)}
      </span>
    );
  return null;
}

/**
 * The approval centre (/approvalProcess): 待我审批, 我已审批, 我发起的 and 抄送我的, each a paged list
 * with its count; a row opens the order's detail screen (the one of its module). In 待我审批 the
 * approver may select many and approve them at once (issue 41).
 */
export default observer(function ApprovalListScreen() {
  const { session } = useStores();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = initialTab(search.get('tab'), session.auth?.is_approver);
  const counts = useLoader(fetchApprovalCounts, []);
  const [round, setRound] = useState(0);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // the rows loaded so far (全选 selects these)
  const loaded = useRef<Row[]>([]);

  useEffect(() => {
    void orderTypesStore.ensure();
  }, []);

  const switchTab = (key: ApprovalListKind) => {
    setSelecting(false);
    setSelected(new Set());
    setSearch({ tab: key }, { replace: true });
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const afterBatch = () => {
    setSelected(new Set());
    setSelecting(false);
    setRound((n) => n + 1);
    void counts.reload();
  };

  const batching = tab === 'todo' && selecting;
  return (
    <PageFrame
      title={SCREEN_TITLES.list}
      right={
        <Button size="mini" fill="none" onClick={() => navigate('/approvalDelegate')}>
          {STALL_LABELS.delegationEntry}
        </Button>
      }
      footer={
        batching ? (
          <BatchApproveBar
            selected={[...selected]}
            allIds={loaded.current.map((row) => row.id)}
            onSelect={(ids) => setSelected(new Set(ids))}
            onCancel={() => {
              setSelecting(false);
              setSelected(new Set());
            }}
            onDone={afterBatch}
          />
        ) : undefined
      }
    >
      <StickyTabs
        activeKey={tab}
        tabs={KINDS.map((kind) => {
          const count = countText(countOf(counts.data, kind));
          return {
            key: kind,
            title: (
              <span css={styles.tabTitle}>
                {LIST_TAB_LABELS[kind]}
                {count === null ? null : (
                  <span css={styles.count} data-testid={`tab-count-${kind}`}>
                    {count}
                  </span>
                )}
              </span>
            ),
          };
        })}
        onChange={switchTab}
      />
      {tab === 'todo' && !selecting && (countOf(counts.data, 'todo') ?? 0) > 0 && (
        <div css={styles.toolbar}>
          <Button size="small" color="primary" fill="outline" onClick={() => setSelecting(true)} data-testid="batch-mode">
            {STALL_LABELS.batchMode}
          </Button>
        </div>
      )}
      <div css={styles.list} data-testid={`approval-list-${tab}`}>
        <ListPage<Row>
          reloadKey={`${tab}:${String(round)}`}
          load={async (page, pageSize, after) => {
            const result = await loadTab(tab, page, pageSize, after);
            loaded.current = page === 1 ? [...result.results] : [...loaded.current, ...result.results];
            return result;
          }}
          keyOf={(order) => order.id}
          renderItem={(order) => {
            const card = (
              <OrderCard
                order={order}
                note={rowNote(tab, order)}
                actTime={myActTime(tab, order)}
                onOpen={(row) => (batching ? toggle(row.id) : openOrder(navigate, row))}
              />
            );
            if (!batching) return card;
            return (
              <div css={styles.selectable}>
                <input
                  type="checkbox"
                  css={styles.check}
                  checked={selected.has(order.id)}
                  onChange={() => toggle(order.id)}
                  aria-label={order.title}
                />
                {card}
              </div>
            );
          }}
        />
      </div>
    </PageFrame>
  );
});
