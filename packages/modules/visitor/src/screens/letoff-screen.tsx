/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useStores } from '@campus/core';
import { failedResponse, keepDates, ListPage, Loadable, LoadFailedBlock, LoadingBlock, PageFrame, useLoader } from '@campus/ui';
import { Button, ErrorBlock, List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { fetchLetOff, fetchLetOffs, fetchPublicLetOff } from '../api.ts';
import { LetOffDetails } from '../components/letoff-details.tsx';
import { LetOffForm } from '../components/letoff-form.tsx';
import { VisitorStatusTag } from '../components/status-tag.tsx';
import { windowText } from '../format.ts';
import { useLinkToken, useQueryValue } from '../hooks.ts';
import { LINK_PARAMS, PATHS, withQuery } from '../navigation.ts';

const styles = {
  gone: css({ padding: '48px 16px' }),
  title: css({ fontSize: 16, color: 'var(--adm-color-text)' }),
  meta: css({ fontSize: 13, lineHeight: 1.6, color: 'var(--adm-color-weak)' }),
  hint: css({ padding: '8px 16px', fontSize: 13, color: 'var(--adm-color-text-secondary)' }),
};

/** The applicant's page of one let-off (?pass=, no login): nothing of another application. */
function PublicLetOff({ token }: { token: string }) {
  const letOff = useLoader(() => fetchPublicLetOff(token), [token]);
  if (!letOff.data) {
    if (letOff.loading) return <LoadingBlock />;
    if (failedResponse(letOff.error)?.status === 404)
      return (
        <div css={styles.gone}>
          <ErrorBlock status="empty" title="链接无效或已失效" description={null} />
        </div>
      );
    return <LoadFailedBlock error={letOff.error} onRetry={() => void letOff.reload()} />;
  }
  return (
    <>
      <LetOffDetails letOff={letOff.data} showPass />
      <div css={styles.hint}>请收藏本页链接，放行时在门岗出示二维码。</div>
      <List mode="card">
        <List.Item onClick={() => void letOff.reload()}>刷新状态</List.Item>
      </List>
    </>
  );
}

function MyLetOffs() {
  const navigate = useNavigate();
  return (
    <List mode="card" header="我的放行申请">
      <ListPage
        load={(page, size) => fetchLetOffs(page, size)}
        keyOf={(l) => l.id}
        empty="暂无放行申请"
        renderItem={(l) => (
          <List.Item
            onClick={() => void navigate(withQuery(PATHS.letOff, { view: 'detail', id: l.id }))}
            extra={<VisitorStatusTag status={l.status} />}
            data-testid="letoff-row"
          >
            <div css={styles.title}>
              {l.kind_label} · {l.reason}
            </div>
            <div css={styles.meta}>{keepDates(windowText(l.window.start_time, l.window.end_time))}</div>
          </List.Item>
        )}
      />
    </List>
  );
}

function MyLetOff({ id }: { id: string }) {
  const letOff = useLoader(() => fetchLetOff(id), [id]);
  return <Loadable state={letOff}>{(l) => <LetOffDetails letOff={l} showPass />}</Loadable>;
}

/**
 * 放行申请 (/companyLetOff, no login, spec 2.2): ?pass= the applicant's own page and pass; with a
 * login his applications (?view=detail&id=) and a new one (?view=new); without, a form whose phone
 * is proven by a code (?company_id=).
 */
export default observer(function LetOffScreen() {
  const navigate = useNavigate();
  const { session } = useStores();
  const token = useLinkToken(LINK_PARAMS.letOff);
  const view = useQueryValue('view');
  const id = useQueryValue('id');
  const companyParam = useQueryValue('company_id');

  if (token !== null) return <PageFrame title="放行申请">{<PublicLetOff token={token} />}</PageFrame>;
  if (session.isAuthenticated && companyParam === null) {
    if (view === 'detail' && id !== null) return <PageFrame title="放行详情">{<MyLetOff id={id} />}</PageFrame>;
    if (view === 'new')
      return <PageFrame title="放行申请">{<LetOffForm companyId={null} applicantName={session.auth?.name ?? ''} />}</PageFrame>;
    return (
      <PageFrame
        title="放行申请"
        footer={
          <Button block color="primary" size="large" onClick={() => void navigate(withQuery(PATHS.letOff, { view: 'new' }))}>
            新建放行申请
          </Button>
        }
      >
        <MyLetOffs />
      </PageFrame>
    );
  }
  const companyId = companyParam ?? session.companyId;
  return (
    <PageFrame title="放行申请">
      {companyId === null ? (
        <div css={styles.gone}>
          <ErrorBlock status="empty" title="链接不完整" description="请从单位提供的放行申请链接进入" />
        </div>
      ) : (
        <LetOffForm companyId={companyId} applicantName="" />
      )}
    </PageFrame>
  );
});
