/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReceptionFees } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { AttachmentList, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, ErrorBlock, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchFees, fetchReception, removeFee } from '../api.ts';
import { MissingParam } from '../components/missing.tsx';
import { yuan } from '../format.ts';
import { useQueryValue } from '../hooks.ts';
import { PATHS, withQuery } from '../navigation.ts';

const styles = {
  total: css({ fontSize: 20, fontWeight: 600, color: 'var(--adm-color-text)' }),
  meta: css({ fontSize: 13, lineHeight: 1.6, color: 'var(--adm-color-weak)' }),
  photo: css({ paddingTop: 8 }),
  remove: css({ padding: '4px 8px', border: 0, background: 'none', color: 'var(--adm-color-danger)', font: 'inherit', cursor: 'pointer' }),
};

const KIND = { main: '主任务', child: '子任务', prepare: '准备事项' } as const;

/**
 * 接待费用 (/reception/receptionOrderFee?id=): every fee per task with each task's total and the
 * reception's, in yuan from the server's fen (they add up to the fen); 添加费用 for those who may.
 */
export default function OrderFeeScreen() {
  const navigate = useNavigate();
  const id = useQueryValue('id');
  const fees = useLoader(async () => (id === null ? null : fetchFees(id)), [id]);
  const reception = useLoader(async () => (id === null ? null : fetchReception(id)), [id]);
  const canAdd = reception.data?.can.add_fee === true;

  const remove = async (feeId: string, name: string) => {
    if (!(await confirmDialog(`删除费用「${name}」？`, { confirmText: '删除' }))) return;
    await removeFee(feeId);
    void showToast('已删除', { icon: 'success' });
    void fees.reload();
  };

  const body = (f: ReceptionFees) => (
    <>
      <List mode="card">
        <List.Item
          description={`预算 ${yuan(f.budget_fen)}`}
          extra={
            <span css={styles.total} data-testid="fee-total">
              {yuan(f.total_fen)}
            </span>
          }
        >
          费用合计
        </List.Item>
      </List>
      {f.tasks.length === 0 ? <ErrorBlock status="empty" title="还没有费用" description={null} /> : null}
      {f.tasks.map((t) => (
        <List mode="card" key={t.task.id} header={`${KIND[t.task.kind]}：${t.task.title}`} data-testid="fee-task">
          {t.fees.map((fee) => (
            <List.Item
              key={fee.id}
              extra={
                <>
                  {yuan(fee.amount_fen)}
                  {canAdd ? (
                    <button
                      type="button"
                      css={styles.remove}
                      aria-label={`删除费用${fee.name}`}
                      onClick={() => void remove(fee.id, fee.name)}
                    >
                      删除
                    </button>
                  ) : null}
                </>
              }
            >
              <div>{fee.name}</div>
              <div css={styles.meta}>
                {fee.added_by.name} · {fee.created_time.slice(0, 16)}
                {fee.remark ? ` · ${fee.remark}` : ''}
              </div>
              {fee.photo ? (
                <div css={styles.photo}>
                  <AttachmentList files={[fee.photo]} />
                </div>
              ) : null}
            </List.Item>
          ))}
          <List.Item extra={<strong data-testid="task-fee-total">{yuan(t.total_fen)}</strong>}>小计</List.Item>
        </List>
      ))}
    </>
  );

  return (
    <PageFrame
      title="接待费用"
      footer={
        id !== null && canAdd ? (
          <Button block color="primary" size="large" onClick={() => void navigate(withQuery(PATHS.addFee, { id }))}>
            添加费用
          </Button>
        ) : undefined
      }
    >
      {id === null ? <MissingParam /> : <Loadable state={fees}>{body}</Loadable>}
    </PageFrame>
  );
}
