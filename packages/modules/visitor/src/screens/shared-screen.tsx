/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { DetailSection, keepDates, PhoneLink, useLoader } from '@campus/ui';
import { Button, List, Rate } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchShared } from '../api.ts';
import { SharedFrame } from '../components/shared-frame.tsx';
import { daysText } from '../format.ts';
import { useLinkToken } from '../hooks.ts';
import { LINK_PARAMS, withQuery } from '../navigation.ts';

const styles = {
  meta: css({ fontSize: 13, lineHeight: 1.6, color: 'var(--adm-color-weak)' }),
  pad: css({ padding: '12px 16px' }),
};

/**
 * 接待分享 (/RSP?share=, no login): the guests' page of the one reception the link names: agenda,
 * place and the contacts the host typed; after the visit, 评价 (once per link).
 */
export default function SharedScreen() {
  const navigate = useNavigate();
  const token = useLinkToken(LINK_PARAMS.share);
  const shared = useLoader(async () => (token === null ? null : fetchShared(token)), [token]);
  return (
    <SharedFrame title="接待安排" state={shared}>
      {(s) => (
        <>
          <DetailSection
            title={`${s.company_name} 欢迎 ${s.guest_company}`}
            rows={[
              { label: '接待', value: s.title },
              { label: '日期', value: daysText(s.start_date, s.end_date) },
              { label: '地点', value: s.place },
              { label: '状态', value: s.status_label },
              { label: '链接有效期至', value: s.expires_time.slice(0, 16) },
            ]}
          />
          <List mode="card" header="日程安排" data-testid="shared-plans">
            {s.plans.length === 0 ? <List.Item>日程待定</List.Item> : null}
            {s.plans.map((p) => (
              <List.Item key={p.id} onClick={() => void navigate(withQuery('/RSP/RSPT', { [LINK_PARAMS.share]: token, plan: p.id }))}>
                <div>{p.title}</div>
                <div css={styles.meta}>{keepDates(p.end_time ? `${p.start_time} 至 ${p.end_time}` : p.start_time)}</div>
                {p.place ? <div css={styles.meta}>{p.place}</div> : null}
              </List.Item>
            ))}
          </List>
          {s.contacts.length > 0 ? (
            <List mode="card" header="联系人">
              {s.contacts.map((c, i) => (
                <List.Item key={i} extra={<PhoneLink value={c.phone} />}>
                  {c.name}
                </List.Item>
              ))}
            </List>
          ) : null}
          {s.comment ? (
            <List mode="card" header="您的评价">
              <div css={styles.pad}>
                <Rate readOnly value={s.comment.rating} aria-label={`评分${s.comment.rating}星`} />
                <div>{s.comment.content || '（未填写文字评价）'}</div>
              </div>
            </List>
          ) : s.can_comment ? (
            <List mode="card">
              <List.Item>
                <Button block color="primary" onClick={() => void navigate(withQuery('/RSC', { [LINK_PARAMS.share]: token }))}>
                  评价本次接待
                </Button>
              </List.Item>
            </List>
          ) : null}
        </>
      )}
    </SharedFrame>
  );
}
