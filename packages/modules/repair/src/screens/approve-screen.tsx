/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { REPAIR_MESSAGES, REPAIR_STATUS, type RepairOrderInfo } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { FieldErrorText, ListPage, Loadable, refusalText, NamedTextArea, PageFrame, useLoader } from '@campus/ui';
import { Button, ErrorBlock, List, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { approveOrder, fetchMe, fetchOrder, fetchOrders, rejectOrder } from '../api.ts';
import { DispatchPanel } from '../components/dispatch-panel.tsx';
import { OrderRow } from '../components/order-row.tsx';
import { FaultItemsView } from '../components/fault-items-view.tsx';
import { HistorySection, ReportSection, WorkSection } from '../components/order-view.tsx';

const styles = {
  actions: css({ display: 'flex', gap: 8, padding: '12px 12px 0', '& > *': { flex: 1 } }),
};

const TABS = [
  { key: String(REPAIR_STATUS.toDispatch), title: '待派单' },
  { key: String(REPAIR_STATUS.inApproval), title: '审批中' },
  { key: String(REPAIR_STATUS.toTake), title: '待接单' },
  { key: 'all', title: '全部' },
] as const;

/** The approval step of a charged repair: agree, or reject with a reason. */
function ApproveButtons({ info, onDone }: { info: RepairOrderInfo; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      void showToast(done, { icon: 'success' });
      onDone();
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  const reject = async () => {
    let reason = '';
    const ok = await confirmDialog(
      <NamedTextArea label="驳回原因" placeholder="请填写驳回原因" maxLength={500} onChange={(v) => (reason = v)} />,
      {
        title: '驳回报修',
        confirmText: '驳回',
      },
    );
    if (!ok) return;
    if (!reason.trim()) {
      setMessage('请填写驳回原因');
      return;
    }
    await act(() => rejectOrder(info.order.id, reason.trim()), '已驳回');
  };
  return (
    <>
      <div css={styles.actions}>
        <Button color="danger" fill="outline" loading={busy} onClick={() => void reject()}>
          驳回
        </Button>
        <Button
          color="primary"
          loading={busy}
          onClick={async () => {
            if (await confirmDialog(`同意该报修（${info.fault_item.name}）？通过后进入派单`, { confirmText: '同意' }))
              await act(() => approveOrder(info.order.id), '已同意');
          }}
        >
          同意
        </Button>
      </div>
      <div style={{ padding: '0 12px' }}>
        <FieldErrorText message={message} />
      </div>
    </>
  );
}

/** One order as the administrator handles it. */
function OrderToHandle({ id }: { id: string }) {
  const state = useLoader(() => fetchOrder(id), [id]);
  const [changed, setChanged] = useState<RepairOrderInfo | null>(null);
  const info = changed ?? state.data;
  return (
    <Loadable state={{ ...state, data: info }}>
      {(i) => (
        <>
          <ReportSection info={i} />
          {i.order.can.can_approve && (
            <ApproveButtons
              info={i}
              onDone={() => {
                setChanged(null);
                void state.reload();
              }}
            />
          )}
          {i.can.dispatch && <DispatchPanel info={i} onDone={setChanged} />}
          <WorkSection info={i} />
          <HistorySection info={i} />
        </>
      )}
    </Loadable>
  );
}

/**
 * 报修审批 (/saRepairApprove, issue 39): the repair administrator's screen. Without `?id=` the
 * company's orders by state (待派单 first); with it, one order to approve (a charged repair where the
 * chain asks for it) and dispatch to repairmen; with `?view=items`, the fault items he keeps.
 */
export default function ApproveScreen() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const tab = params.get('tab') ?? String(REPAIR_STATUS.toDispatch);
  const me = useLoader(() => fetchMe(), []);
  const notAdmin = me.data !== undefined && !me.data.is_repair_admin;

  if (id !== null) {
    return (
      <PageFrame title="报修审批">
        <OrderToHandle id={id} />
      </PageFrame>
    );
  }
  if (params.get('view') === 'items' && !notAdmin) {
    return (
      <PageFrame title="故障项目设置">
        <FaultItemsView />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="报修审批">
      {notAdmin ? (
        // refused before anything is tried: the list is the administrators'
        <ErrorBlock status="default" title={REPAIR_MESSAGES.notAdmin} description="报修请前往“我要报修”" />
      ) : (
        <>
          <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
            {TABS.map((t) => (
              <Tabs.Tab key={t.key} title={t.title} />
            ))}
          </Tabs>
          <List mode="card">
            <List.Item arrowIcon onClick={() => setParams({ view: 'items' })} data-testid="fault-items-link">
              故障项目设置
            </List.Item>
          </List>
          <List mode="card">
            <ListPage
              reloadKey={tab}
              load={(page, size) => fetchOrders('admin', page, size, tab === 'all' ? undefined : Number(tab))}
              keyOf={(row) => row.id}
              renderItem={(row) => <OrderRow row={row} onOpen={(r) => setParams({ tab, id: r.id })} />}
              empty="暂无报修单"
            />
          </List>
        </>
      )}
    </PageFrame>
  );
}
