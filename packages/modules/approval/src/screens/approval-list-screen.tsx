/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ApprovalItem, OrderSummary } from '@campus/contracts';
import { orderTypesStore, useStores } from '@campus/core';
import { ListPage, PageFrame, type PageResult } from '@campus/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchApprovalPage, fetchMyOrders, type ApprovalListKind } from '../api.ts';
import { OrderCard } from '../components/order-card.tsx';
import { StickyTabs } from '../components/sticky-tabs.tsx';
import { LIST_TAB_LABELS, SCREEN_TITLES } from '../labels.ts';
import { openOrder } from '../open-order.ts';

const styles = {
  list: css({ paddingBottom: 16 }),
};

const KINDS: readonly ApprovalListKind[] = ['todo', 'done', 'mine'];

function isKind(value: string | null): value is ApprovalListKind {
  return value !== null && (KINDS as readonly string[]).includes(value);
}

/** The tab to show: the address's, else 待审批 for approvers and 我发起的 for everyone else. */
export function initialTab(fromAddress: string | null, isApprover: boolean | undefined): ApprovalListKind {
  if (isKind(fromAddress)) return fromAddress;
  return isApprover === true ? 'todo' : 'mine';
}

/** When the caller acted on a row of 已审批 (his step's time); undefined for the other lists. */
export function myActTime(kind: ApprovalListKind, row: OrderSummary | ApprovalItem): string | null | undefined {
  return kind === 'done' && 'my_step' in row ? row.my_step.act_time : undefined;
}

/** One page of a tab's list. */
export function loadTab(kind: ApprovalListKind, page: number, pageSize: number): Promise<PageResult<OrderSummary>> {
  const params = { page, page_size: pageSize };
  return kind === 'mine' ? fetchMyOrders(params) : fetchApprovalPage(kind, params);
}

/**
 * The approval centre (/approvalProcess): steps waiting for the caller, those
 * the caller acted on and the caller's own orders, each a paged list; a row
 * opens the order's detail screen (the one of its module).
 */
export default observer(function ApprovalListScreen() {
  const { session } = useStores();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = initialTab(search.get('tab'), session.auth?.is_approver);

  useEffect(() => {
    void orderTypesStore.ensure();
  }, []);

  return (
    <PageFrame title={SCREEN_TITLES.list}>
      <StickyTabs
        activeKey={tab}
        tabs={KINDS.map((kind) => ({ key: kind, title: LIST_TAB_LABELS[kind] }))}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
      />
      <div css={styles.list} data-testid={`approval-list-${tab}`}>
        <ListPage<OrderSummary>
          reloadKey={tab}
          load={(page, pageSize) => loadTab(tab, page, pageSize)}
          keyOf={(order) => order.id}
          renderItem={(order) => <OrderCard order={order} actTime={myActTime(tab, order)} onOpen={(row) => openOrder(navigate, row)} />}
        />
      </div>
    </PageFrame>
  );
});
