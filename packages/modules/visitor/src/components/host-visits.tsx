/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { showToast } from '@campus/core';
import { keepDates, ListPage } from '@campus/ui';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchVisits } from '../api.ts';
import { windowText } from '../format.ts';
import { PATHS, withQuery } from '../navigation.ts';
import { VisitorStatusTag } from './status-tag.tsx';

const styles = {
  title: css({ fontSize: 16, color: 'var(--adm-color-text)' }),
  meta: css({ fontSize: 13, lineHeight: 1.6, color: 'var(--adm-color-weak)' }),
  link: css({ fontSize: 12, wordBreak: 'break-all', color: 'var(--adm-color-text-secondary)' }),
};

/** The booking page of the company, for the host to send to a visitor. */
export const bookingLink = (companyId: string) =>
  `${window.location.origin}${window.location.pathname}#${withQuery(PATHS.visits, { company_id: companyId })}`;

/** The host's side of /makingAppointment: his visitors, inviting one, the booking link, the gate for guards. */
export function HostVisits({ companyId, isGuard }: { companyId: string | null; isGuard: boolean }) {
  const navigate = useNavigate();
  const link = companyId === null ? null : bookingLink(companyId);
  return (
    <>
      <List mode="card">
        <List.Item onClick={() => void navigate(withQuery(PATHS.visits, { view: 'invite' }))} description="邀请后直接生成通行码">
          邀请访客
        </List.Item>
        {link !== null ? (
          <List.Item
            description={<span css={styles.link}>{link}</span>}
            onClick={() =>
              void navigator.clipboard?.writeText(link).then(
                () => showToast('预约链接已复制'),
                () => showToast('请长按链接复制'),
              )
            }
          >
            复制访客预约链接
          </List.Item>
        ) : null}
        {isGuard ? (
          <List.Item onClick={() => void navigate(withQuery(PATHS.visits, { view: 'gate' }))} description="扫描来访、放行、外出通行码">
            门岗扫码
          </List.Item>
        ) : null}
      </List>
      <List mode="card" header="我的访客">
        <ListPage
          load={(page, size) => fetchVisits(page, size)}
          keyOf={(v) => v.id}
          empty="暂无访客"
          renderItem={(v) => (
            <List.Item
              onClick={() => void navigate(withQuery(PATHS.visits, { view: 'visit', id: v.id }))}
              extra={<VisitorStatusTag status={v.status} />}
              data-testid="visit-row"
            >
              <div css={styles.title}>
                {v.visitor_name}
                {v.visitor_company ? ` · ${v.visitor_company}` : ''}
              </div>
              <div css={styles.meta}>{v.reason}</div>
              <div css={styles.meta}>{keepDates(windowText(v.window.start_time, v.window.end_time))}</div>
            </List.Item>
          )}
        />
      </List>
    </>
  );
}
