/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { REPAIR_PAY_PURPOSE, type RepairOrderInfo } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { FieldErrorText, refusalText, NamedTextArea } from '@campus/ui';
import { Button } from 'antd-mobile';
import { useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { cancelInApproval, confirmOrder, fetchOrder, sendBackOrder, takeOrder, withdrawOrder } from '../api.ts';
import { yuan } from '../money.ts';
import { PATHS, withId, withQuery } from '../paths.ts';
import { FinishPopup } from './finish-popup.tsx';

const styles = {
  actions: css({ display: 'flex', gap: 8, flexWrap: 'wrap', '& > *': { flex: '1 1 40%' } }),
};

/** A reason typed in a dialog, or null when it was cancelled or left empty. */
async function askReason(title: string, label: string, placeholder: string): Promise<string | null> {
  let text = '';
  const ok = await confirmDialog(<NamedTextArea label={label} placeholder={placeholder} maxLength={200} onChange={(v) => (text = v)} />, {
    title,
    confirmText: '提交',
    cancelText: '取消',
  });
  return ok && text.trim() ? text.trim() : null;
}

/** Does whoever looks have anything to do with the order (a footer to show)? */
export function hasActions(info: RepairOrderInfo): boolean {
  const { can } = info;
  return (
    can.dispatch ||
    can.take ||
    can.finish ||
    can.pay ||
    can.confirm ||
    can.send_back ||
    can.appraise ||
    can.withdraw ||
    info.order.can.can_approve ||
    info.order.can.can_cancel
  );
}

/**
 * The buttons of whoever looks (the server's `can`): the repairman takes and finishes; the reporter
 * pays the charge (the pay service's purchase screen names what is bought and its amount), confirms
 * or sends it back, withdraws, rates; the administrator dispatches and the approver approves on
 * saRepairApprove.
 */
export function OrderActions({ info, onChanged }: { info: RepairOrderInfo; onChanged: (info: RepairOrderInfo) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const { can } = info;
  const id = info.order.id;

  const run = async (work: () => Promise<RepairOrderInfo>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      onChanged(await work());
      void showToast(done, { icon: 'success' });
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  const ask = async (question: string, confirmText: string, work: () => Promise<RepairOrderInfo>, done: string) => {
    if (await confirmDialog(question, { confirmText })) await run(work, done);
  };

  const buttons: ReactElement[] = [];
  if (can.dispatch || info.order.can.can_approve)
    buttons.push(
      <Button key="approve" color="primary" onClick={() => navigate(withId(PATHS.approve, id))}>
        {info.order.can.can_approve ? '去审批' : '去派单'}
      </Button>,
    );
  if (can.take)
    buttons.push(
      <Button
        key="take"
        color="primary"
        loading={busy}
        onClick={() => void ask('确认接单并按预约时间上门维修？', '接单', () => takeOrder(id), '已接单')}
      >
        接单
      </Button>,
    );
  if (can.finish)
    buttons.push(
      <Button key="finish" color="primary" onClick={() => setFinishing(true)}>
        完成维修
      </Button>,
    );
  if (can.pay && info.fee_fen !== null)
    buttons.push(
      <Button
        key="pay"
        color="primary"
        onClick={() => navigate(withQuery(PATHS.buy, { purpose: REPAIR_PAY_PURPOSE, ref_id: id, done: withId(PATHS.detail, id) }))}
      >
        支付维修费 {yuan(info.fee_fen)}
      </Button>,
    );
  if (can.confirm)
    buttons.push(
      <Button
        key="confirm"
        color="primary"
        loading={busy}
        onClick={() => void ask('确认维修已完成？', '确认完成', () => confirmOrder(id), '已确认完成')}
      >
        确认完成
      </Button>,
    );
  if (can.send_back)
    buttons.push(
      <Button
        key="back"
        color="warning"
        fill="outline"
        loading={busy}
        onClick={async () => {
          const reason = await askReason('退回重修', '退回原因', '请说明哪里还没修好');
          if (reason) await run(() => sendBackOrder(id, reason), '已退回重修');
        }}
      >
        退回重修
      </Button>,
    );
  if (can.appraise)
    buttons.push(
      <Button key="appraise" color="primary" onClick={() => navigate(withId(PATHS.appraise, id))}>
        匿名评价
      </Button>,
    );
  if (can.withdraw)
    buttons.push(
      <Button key="withdraw" loading={busy} onClick={() => void ask('确定撤销该报修？', '撤销', () => withdrawOrder(id), '已撤销')}>
        撤销报修
      </Button>,
    );
  else if (info.order.can.can_cancel)
    buttons.push(
      <Button
        key="cancel"
        loading={busy}
        onClick={() =>
          void ask(
            '确定撤销该报修？',
            '撤销',
            async () => {
              await cancelInApproval(id);
              return fetchOrder(id);
            },
            '已撤销',
          )
        }
      >
        撤销报修
      </Button>,
    );

  if (buttons.length === 0 && message === null) return null;
  return (
    <>
      <FieldErrorText message={message} />
      <div css={styles.actions}>{buttons}</div>
      {can.finish && (
        <FinishPopup
          info={info}
          visible={finishing}
          onClose={() => setFinishing(false)}
          onDone={(next) => {
            setFinishing(false);
            onChanged(next);
            void showToast('已提交完成', { icon: 'success' });
          }}
        />
      )}
    </>
  );
}
