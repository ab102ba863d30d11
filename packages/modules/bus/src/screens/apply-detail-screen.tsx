/** @jsxImportSource @emotion/react */
import type { BusApplication } from '@campus/contracts';
import { confirmDialog } from '@campus/core';
import { DetailSection, FieldErrorText, Loadable, PageFrame, useLoader, keepDates } from '@campus/ui';
import { Button, ErrorBlock, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { cancelApplication, fetchApplication, quitApplication } from '../api.ts';
import { CodeCard } from '../components/code-card.tsx';
import { OrderStatusTag } from '../components/order-status-tag.tsx';
import { s } from '../components/styles.ts';
import { useQueryId } from '../hooks.ts';
import { refusalText } from '../refusal.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** The application's details, its approval progress and, once approved, the pass's QR code. */
export function ApplicationBody({ app }: { app: BusApplication }) {
  return (
    <>
      <List mode="card">
        <List.Item
          extra={<OrderStatusTag status={app.status} label={app.status_label} />}
          description={<span css={s.sub}>{keepDates(app.created_time.slice(0, 16))}</span>}
        >
          <span css={s.strong}>{app.route.name}</span>
        </List.Item>
      </List>
      {app.pass.code && <CodeCard code={app.pass.code} title={TEXT.pass} hint={TEXT.passHint} />}
      <DetailSection
        rows={[
          { label: TEXT.passenger, value: app.applicant.name },
          { label: TEXT.stop, value: app.stop.name },
          { label: TEXT.period, value: `${app.start_date} 至 ${app.end_date}` },
          { label: TEXT.reason, value: app.reason },
          { label: TEXT.pass, value: `${TEXT.passStates[app.pass.status]} · ${TEXT.rides(app.pass.rides)}` },
          { label: TEXT.rejectReason, value: app.reject_reason, hidden: app.reject_reason === null },
        ]}
      />
      <List mode="card" header={TEXT.approvalSteps}>
        {app.steps.map((st) => (
          <List.Item
            key={st.seq}
            extra={<span data-testid="step-state">{TEXT.stepStates[st.state] ?? st.state}</span>}
            description={
              st.comment || st.act_time ? (
                <span css={s.sub}>{keepDates([st.comment, st.act_time?.slice(0, 16)].filter(Boolean).join(' · '))}</span>
              ) : undefined
            }
          >
            {st.approver.name}
          </List.Item>
        ))}
      </List>
    </>
  );
}

/** /bus/busApplyMore/busApplyDetail?id=: one route application; 撤销申请 while in approval, 退出乘车 once approved. */
export default function ApplyDetailScreen() {
  const id = useQueryId();
  const app = useLoader(() => (id ? fetchApplication(id) : Promise.resolve(null)), [id]);
  const [message, setMessage] = useState<string | null>(null);
  const act = async (confirm: string, call: () => Promise<unknown>) => {
    if (!(await confirmDialog(confirm, { confirmText: '确定', cancelText: '再想想' }))) return;
    setMessage(null);
    try {
      await call();
      Toast.show({ content: '已提交' });
      await app.reload();
    } catch (error) {
      setMessage(refusalText(error));
    }
  };
  const a = app.data;
  const footer =
    a && id && (a.can_cancel || a.can_quit) ? (
      <>
        <FieldErrorText message={message} />
        {a.can_cancel && (
          <Button block fill="outline" onClick={() => void act(TEXT.cancelApplyConfirm, () => cancelApplication(id))}>
            {TEXT.cancelApply}
          </Button>
        )}
        {a.can_quit && (
          <Button block color="danger" fill="outline" onClick={() => void act(TEXT.quitConfirm, () => quitApplication(id))}>
            {TEXT.quit}
          </Button>
        )}
      </>
    ) : undefined;
  return (
    <PageFrame title={titleOf('busApplyDetail')} footer={footer}>
      {id === null ? (
        <ErrorBlock status="empty" title={TEXT.missingId} description={null} />
      ) : (
        <Loadable state={app}>{(d) => <ApplicationBody app={d} />}</Loadable>
      )}
    </PageFrame>
  );
}
