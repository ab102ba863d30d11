/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { VISIT_STATUS } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { Loadable, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { cancelVisit, fetchVisit } from '../api.ts';
import { appUrl, visitLinkPath } from '../navigation.ts';
import { PassCard } from './pass-card.tsx';
import { VisitDetails } from './visit-details.tsx';

const styles = { link: css({ padding: '8px 16px', fontSize: 12, wordBreak: 'break-all', color: 'var(--adm-color-text-secondary)' }) };

/** One visit of the host (/makingAppointment?view=visit&id=): details, pass, the visitor's link, approve or cancel. */
export function HostVisitDetail({ id }: { id: string }) {
  const navigate = useNavigate();
  const visit = useLoader(() => fetchVisit(id), [id]);

  const cancel = async () => {
    if (!(await confirmDialog('取消该来访？访客的通行码将立即失效。', { confirmText: '取消来访', cancelText: '再想想' }))) return;
    await cancelVisit(id);
    void showToast('已取消来访');
    await visit.reload();
  };

  return (
    <Loadable state={visit}>
      {(v) => {
        const url = v.link ? appUrl(visitLinkPath(v.link.token)) : null;
        return (
          <>
            <VisitDetails visit={v} />
            <PassCard pass={v.pass} waiting={v.status.code === VISIT_STATUS.inApproval ? '审批通过后签发通行码' : '暂无通行码'} />
            {url ? (
              <List mode="card" header="访客页面链接（发给访客）">
                <div css={styles.link} data-testid="visit-link">
                  {url}
                </div>
                <List.Item
                  onClick={() =>
                    void navigator.clipboard?.writeText(url).then(
                      () => showToast('链接已复制'),
                      () => showToast('请长按链接复制'),
                    )
                  }
                >
                  复制链接
                </List.Item>
              </List>
            ) : null}
            <List mode="card">
              {v.status.code === VISIT_STATUS.inApproval ? (
                <List.Item onClick={() => void navigate(`/approvalProcess/approvalVisitDetail?id=${encodeURIComponent(v.id)}`)}>
                  去审批
                </List.Item>
              ) : null}
              {v.can.cancel ? (
                <List.Item>
                  <Button block color="danger" fill="outline" onClick={() => void cancel()}>
                    取消来访
                  </Button>
                </List.Item>
              ) : null}
            </List>
          </>
        );
      }}
    </Loadable>
  );
}
