/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { currentHost, showToast, tenantConfig, useStores } from '@campus/core';
import { LoadFailedBlock, LoadingBlock, PageFrame, useLoader } from '@campus/ui';
import { Button, ErrorBlock, Steps } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { wechatAuthorizeUrl } from '../special-logins-api.ts';

const styles = {
  body: css({ padding: '16px', display: 'flex', flexDirection: 'column', gap: 16 }),
  title: css({ margin: 0, fontSize: 18, fontWeight: 600 }),
  text: css({ margin: 0, fontSize: 14, lineHeight: 1.6, color: 'var(--adm-color-text-secondary)' }),
  link: css({
    wordBreak: 'break-all',
    fontSize: 13,
    padding: '10px 12px',
    borderRadius: 8,
    background: 'var(--adm-color-fill-content)',
    color: 'var(--adm-color-text)',
  }),
};

export const OPEN_IN_WECHAT = '请在微信中打开本页面';
export const WECHAT_NOT_CONFIGURED = '本单位尚未开通微信登录，请使用账号密码登录';
export const START_AUTH = '微信授权登录';

/** The page to open in WeChat: this app's address without the route, so WeChat's start-up decides. */
function pageAddress(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/** Inside WeChat with the company's WeChat app: off to WeChat's authorisation (it comes back signed in, spec 4 step 2). */
function Authorize({ url }: { url: string }) {
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return (
    <div css={styles.body}>
      <h2 css={styles.title}>正在前往微信授权…</h2>
      <p css={styles.text}>授权后将自动登录。如未跳转，请点击下方按钮。</p>
      <Button block color="primary" size="large" onClick={() => window.location.replace(url)}>
        {START_AUTH}
      </Button>
    </div>
  );
}

/** Outside WeChat: how to open the page there, with its address to copy. */
function OpenInWechat() {
  const address = pageAddress();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      void showToast('链接已复制');
    } catch {
      void showToast('复制失败，请长按链接手动复制');
    }
  };
  return (
    <div css={styles.body}>
      <h2 css={styles.title}>{OPEN_IN_WECHAT}</h2>
      <p css={styles.text}>微信登录需要在微信内完成授权。请按以下步骤操作：</p>
      <Steps direction="vertical" current={-1}>
        <Steps.Step title="复制本页链接" description="点击下方“复制链接”" />
        <Steps.Step title="发送到微信" description="粘贴到任意聊天（如“文件传输助手”）" />
        <Steps.Step title="在微信中打开" description="点击链接，按提示授权即可登录" />
      </Steps>
      <div css={styles.link} aria-label="本页链接">
        {address}
      </div>
      <Button block color="primary" size="large" onClick={() => void copy()}>
        复制链接
      </Button>
    </div>
  );
}

/**
 * /wxAuthGuide (issue 40, no login): outside WeChat, how to open the page there; inside, WeChat's
 * authorisation starts where the company has a WeChat app (the server builds the authorise address
 * from it), else the account sign-in is offered.
 */
export default observer(function WxAuthGuideScreen() {
  const tenant = tenantConfig();
  const { session } = useStores();
  const navigate = useNavigate();
  const queryCompany = new URLSearchParams(useLocation().search).get('company_id');
  const companyId = queryCompany ?? session.companyId ?? tenant.defaultCompanyId;
  // the host the runtime detected; before it has, WeChat's own mark in the user agent
  const inWechat = (currentHost()?.kind ?? (/MicroMessenger/i.test(navigator.userAgent) ? 'wechat' : 'browser')) === 'wechat';
  const { data, error, loading, reload } = useLoader(
    () => (inWechat && companyId !== null ? wechatAuthorizeUrl(companyId) : Promise.resolve(null)),
    [inWechat, companyId],
  );

  const signInWithPassword = (
    <div css={{ padding: '0 16px 24px' }}>
      <Button block fill="outline" onClick={() => navigate('/login', { replace: true })}>
        账号密码登录
      </Button>
    </div>
  );

  let body;
  if (!inWechat) body = <OpenInWechat />;
  else if (loading) body = <LoadingBlock />;
  else if (error !== undefined) body = <LoadFailedBlock error={error} onRetry={() => void reload()} />;
  else if (data?.url) body = <Authorize url={data.url} />;
  else body = <ErrorBlock status="default" title={WECHAT_NOT_CONFIGURED} description="" />;

  return (
    <PageFrame title="微信授权">
      {body}
      {signInWithPassword}
    </PageFrame>
  );
});
