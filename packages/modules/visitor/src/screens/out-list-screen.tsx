/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { keepDates, ListPage, PageFrame } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchOutApplies } from '../api.ts';
import { WithOutIdentity } from '../components/out-identity.tsx';
import { VisitorStatusTag } from '../components/status-tag.tsx';
import { windowText } from '../format.ts';
import { PATHS, withQuery } from '../navigation.ts';

const styles = {
  title: css({ fontSize: 16, color: 'var(--adm-color-text)' }),
  meta: css({ fontSize: 13, lineHeight: 1.6, color: 'var(--adm-color-weak)' }),
  who: css({ padding: '12px 16px 0', fontSize: 14, color: 'var(--adm-color-text-secondary)' }),
};

/** 外出申请记录 (/outApplyList, no login: a phone code stands in): the person's going-out applications. */
export default function OutListScreen() {
  const navigate = useNavigate();
  return (
    <WithOutIdentity>
      {(identity) => (
        <PageFrame
          title="外出申请记录"
          footer={
            <Button block color="primary" size="large" onClick={() => void navigate(PATHS.outApply)}>
              新建外出申请
            </Button>
          }
        >
          <div css={styles.who}>申请人：{identity.name}</div>
          <List mode="card">
            <ListPage
              reloadKey={identity.session ?? 'login'}
              load={(page, size) => fetchOutApplies(identity.session, page, size)}
              keyOf={(o) => o.id}
              empty="暂无外出申请"
              renderItem={(o) => (
                <List.Item
                  onClick={() => void navigate(withQuery(PATHS.outApply, { id: o.id }))}
                  extra={<VisitorStatusTag status={o.status} />}
                  data-testid="out-row"
                >
                  <div css={styles.title}>{o.destination}</div>
                  <div css={styles.meta}>{o.reason}</div>
                  <div css={styles.meta}>{keepDates(windowText(o.window.start_time, o.window.end_time))}</div>
                  {o.late ? <div css={styles.meta}>超时返回</div> : null}
                </List.Item>
              )}
            />
          </List>
        </PageFrame>
      )}
    </WithOutIdentity>
  );
}
