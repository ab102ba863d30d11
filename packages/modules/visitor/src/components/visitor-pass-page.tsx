/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { VISIT_STATUS } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { DetailSection, failedResponse, LoadFailedBlock, LoadingBlock, useLoader } from '@campus/ui';
import { Button, ErrorBlock, List } from 'antd-mobile';
import { useState } from 'react';
import { cancelPublicVisit, fetchPublicVisit } from '../api.ts';
import { windowText } from '../format.ts';
import { refusalText } from '../refusal.ts';
import { PassCard } from './pass-card.tsx';
import { VisitorStatusTag } from './status-tag.tsx';

const styles = {
  gone: css({ padding: '48px 16px' }),
  hint: css({ padding: '8px 16px', fontSize: 13, lineHeight: 1.6, color: 'var(--adm-color-text-secondary)' }),
  actions: css({ display: 'flex', gap: 12 }),
};

/** Why there is no QR code yet (or any more), by the visit's status. */
function waitingText(code: number): string {
  if (code === VISIT_STATUS.inApproval) return '等待被访人审批，审批通过后显示通行码';
  if (code === VISIT_STATUS.rejected) return '来访未获同意';
  if (code === VISIT_STATUS.cancelled) return '来访已取消';
  return '暂无通行码';
}

/**
 * The visitor's own page (/makingAppointment?visit=, no login): the one visit the link names, its
 * status and, once approved, the pass's QR code for the window; he may cancel before he comes.
 * Another token shows nothing (404: the link is invalid).
 */
export function VisitorPassPage({ token }: { token: string }) {
  const visit = useLoader(() => fetchPublicVisit(token), [token]);
  const [busy, setBusy] = useState(false);

  if (!visit.data) {
    if (visit.loading) return <LoadingBlock />;
    if (failedResponse(visit.error)?.status === 404)
      return (
        <div css={styles.gone}>
          <ErrorBlock status="empty" title="链接无效或已失效" description="请向被访人重新索取来访链接" />
        </div>
      );
    return <LoadFailedBlock error={visit.error} onRetry={() => void visit.reload()} />;
  }
  const v = visit.data;

  const cancel = async () => {
    if (!(await confirmDialog('取消本次来访？通行码将立即失效。', { confirmText: '取消来访', cancelText: '再想想' }))) return;
    setBusy(true);
    try {
      await cancelPublicVisit(token);
      void showToast('已取消来访');
      await visit.reload();
    } catch (error) {
      void showToast(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DetailSection
        title={`${v.company_name} · 来访`}
        rows={[
          { label: '状态', value: <VisitorStatusTag status={v.status} /> },
          { label: '访客', value: v.visitor_name },
          { label: '手机号', value: v.phone_masked },
          { label: '身份证号', value: v.id_number_masked, hidden: v.id_number_masked === null },
          { label: '被访人', value: v.host_name },
          { label: '事由', value: v.reason },
          { label: '来访时段', value: windowText(v.window.start_time, v.window.end_time) },
          { label: '车牌号', value: v.plate, hidden: v.plate === null },
          { label: '随行人数', value: String(v.companions) },
          { label: '未同意原因', value: v.reject_reason, hidden: v.reject_reason === null },
        ]}
      />
      <PassCard pass={v.pass} waiting={waitingText(v.status.code)} />
      <div css={styles.hint}>请收藏本页链接，来访当天凭此页的二维码入场。</div>
      <List mode="card">
        <List.Item>
          <div css={styles.actions}>
            <Button block onClick={() => void visit.reload()}>
              刷新状态
            </Button>
            {v.can_cancel ? (
              <Button block color="danger" fill="outline" loading={busy} onClick={() => void cancel()}>
                取消来访
              </Button>
            ) : null}
          </div>
        </List.Item>
      </List>
    </>
  );
}
