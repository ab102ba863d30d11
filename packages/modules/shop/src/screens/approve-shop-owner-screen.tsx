import type { ShopApplication } from '@campus/contracts';
import { confirmDialog, showToast, useRouteHandle } from '@campus/core';
import { ListPage, PageFrame, loadErrorText, NamedTextArea } from '@campus/ui';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { approveApplication, fetchApplications, rejectApplication } from '../api.ts';
import { ApplicationCard } from '../components/application-card.tsx';
import { TEXT } from '../texts.ts';

/** Asks why in a dialog; null when the admin backs out or writes nothing. */
async function askReason(): Promise<string | null> {
  let reason = '';
  const ok = await confirmDialog(
    <NamedTextArea
      label={TEXT.rejectReason}
      placeholder={TEXT.rejectReasonPlaceholder}
      autoSize={{ minRows: 2 }}
      onChange={(v) => (reason = v)}
    />,
    {
      title: TEXT.reject,
      confirmText: TEXT.reject,
      cancelText: TEXT.cancel,
    },
  );
  return ok && reason.trim() !== '' ? reason.trim() : null;
}

/**
 * /approveShopOwner (admins): the shop applications waiting for the caller on the workflow, and all of
 * them. 通过 opens the shop for its applicant; 驳回 needs a reason. The same orders are in the approval centre.
 */
export default function ApproveShopOwnerScreen() {
  const title = useRouteHandle()?.title ?? TEXT.tabTodo;
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'all' ? 'all' : 'todo';
  const [round, setRound] = useState(0);

  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      void showToast(done, { icon: 'success' });
      setRound((r) => r + 1);
    } catch (error) {
      void showToast(loadErrorText(error));
    }
  };

  const actions = (a: ShopApplication) =>
    a.can_approve ? (
      <>
        <Button
          size="small"
          fill="outline"
          color="danger"
          onClick={() =>
            void askReason().then((reason) => {
              if (reason) void act(() => rejectApplication(a.id, reason), TEXT.rejected);
            })
          }
        >
          {TEXT.reject}
        </Button>
        <Button
          size="small"
          color="primary"
          onClick={() =>
            void confirmDialog(TEXT.approveConfirm(a.name), { confirmText: TEXT.approve, cancelText: TEXT.cancel }).then((yes) => {
              if (yes) void act(() => approveApplication(a.id), TEXT.approved);
            })
          }
        >
          {TEXT.approve}
        </Button>
      </>
    ) : undefined;

  return (
    <PageFrame title={title}>
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        <Tabs.Tab key="todo" title={TEXT.tabTodo} />
        <Tabs.Tab key="all" title={TEXT.tabAll} />
      </Tabs>
      <ListPage<ShopApplication>
        reloadKey={`${tab}-${String(round)}`}
        load={(page, size) => fetchApplications(page, size, tab)}
        keyOf={(a) => a.id}
        empty={TEXT.noApplications}
        renderItem={(a) => <ApplicationCard app={a} actions={actions(a)} />}
      />
    </PageFrame>
  );
}
