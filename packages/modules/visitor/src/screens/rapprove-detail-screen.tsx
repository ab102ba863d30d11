/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { confirmDialog, showToast } from '@campus/core';
import { DetailSection, FieldErrorText, NamedTextArea } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { approveOrder, rejectOrder } from '../api.ts';
import { ReceptionFrame } from '../components/reception-frame.tsx';
import { VisitorStatusTag } from '../components/status-tag.tsx';
import { daysText, names, yuan } from '../format.ts';
import { withQuery } from '../navigation.ts';
import { refusalText } from '../refusal.ts';

const styles = {
  actions: css({ display: 'flex', gap: 8 }),
  comment: css({ padding: '8px 16px' }),
};

/**
 * 审批详情 (/RApprove/RApproveDetail?id=): the reception read-only (guests, budget, agenda on
 * RApprovePlans, preparations on RApprovePrepares); the current approver approves, rejects with a
 * reason, or hands the step on (RApproveSelStaff).
 */
export default function RApproveDetailScreen() {
  const navigate = useNavigate();
  const [comment, setComment] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (id: string, action: 'approve' | 'reject', reload: () => Promise<unknown>) => {
    setMessage(null);
    if (action === 'reject' && comment.trim() === '') return setMessage('请填写驳回原因');
    const asked = action === 'approve' ? '同意该接待申请？' : '驳回该接待申请？';
    if (!(await confirmDialog(asked, { confirmText: action === 'approve' ? '同意' : '驳回' }))) return;
    setBusy(true);
    try {
      if (action === 'approve') await approveOrder(id, comment.trim());
      else await rejectOrder(id, comment.trim());
      void showToast('操作成功', { icon: 'success' });
      setComment('');
      await reload();
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ReceptionFrame title="审批详情">
      {(r, state) => (
        <>
          <DetailSection
            title={r.title}
            rows={[
              { label: '状态', value: <VisitorStatusTag status={r.status} /> },
              { label: '申请人', value: r.applicant.name },
              { label: '来宾单位', value: r.guest_company },
              { label: '来宾', value: r.guests.map((g) => (g.title ? `${g.name}（${g.title}）` : g.name)).join('、') },
              { label: '接待日期', value: daysText(r.start_date, r.end_date) },
              { label: '地点', value: r.place },
              { label: '预算', value: yuan(r.budget_fen) },
              { label: '接待负责人', value: names(r.hosts) },
              { label: '代理审批', value: `代${r.delegated_from?.name ?? ''}审批`, hidden: !r.delegated_from },
              { label: '驳回原因', value: r.reject_reason, hidden: r.reject_reason === null },
              { label: '备注', value: r.remark, hidden: r.remark === '' },
            ]}
          />
          <List mode="card">
            <List.Item
              onClick={() => void navigate(withQuery('/RApprove/RApproveDetail/RApprovePlans', { id: r.id }))}
              extra={`${r.plans.length}项`}
            >
              接待方案（日程）
            </List.Item>
            <List.Item
              onClick={() => void navigate(withQuery('/RApprove/RApproveDetail/RApprovePrepares', { id: r.id }))}
              extra={`${r.prepares.length}项`}
            >
              准备事项
            </List.Item>
          </List>
          {r.can.approve ? (
            <List mode="card" header="审批">
              <div css={styles.comment}>
                <NamedTextArea
                  label="审批意见"
                  value={comment}
                  onChange={setComment}
                  placeholder="审批意见（驳回时必填）"
                  maxLength={200}
                  autoSize={{ minRows: 2, maxRows: 4 }}
                />
                <FieldErrorText message={message} />
              </div>
              <List.Item>
                <div css={styles.actions}>
                  <Button block color="danger" fill="outline" disabled={busy} onClick={() => void act(r.id, 'reject', state.reload)}>
                    驳回
                  </Button>
                  <Button
                    block
                    disabled={busy}
                    onClick={() => void navigate(withQuery('/RApprove/RApproveDetail/RApproveSelStaff', { id: r.id }))}
                  >
                    转交
                  </Button>
                  <Button block color="primary" loading={busy} onClick={() => void act(r.id, 'approve', state.reload)}>
                    同意
                  </Button>
                </div>
              </List.Item>
            </List>
          ) : null}
        </>
      )}
    </ReceptionFrame>
  );
}
