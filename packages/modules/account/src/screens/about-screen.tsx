/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { brandAsset, tenantConfig } from '@campus/core';
import { PageFrame } from '@campus/ui';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

const styles = {
  head: css({ textAlign: 'center', padding: '36px 0 24px', background: 'var(--adm-color-background)' }),
  logo: css({ width: 72, height: 72, borderRadius: 16 }),
  name: css({ fontSize: 18, fontWeight: 600, marginTop: 12 }),
  version: css({ fontSize: 13, color: 'var(--adm-color-weak)', marginTop: 4 }),
  text: css({ padding: '16px 20px', lineHeight: 1.7, color: 'var(--adm-color-text-secondary)', fontSize: 14 }),
};

/** About us (userInfo/about): the product and where the legal statement is. */
export default function AboutScreen() {
  const navigate = useNavigate();
  const tenant = tenantConfig();
  return (
    <PageFrame title="关于我们">
      <section css={styles.head}>
        <img css={styles.logo} src={brandAsset('logo.svg')} alt="" />
        <div css={styles.name}>{tenant.title}</div>
        <div css={styles.version}>版本 {import.meta.env.VITE_APP_VERSION ?? '1.0.0'}</div>
      </section>
      <p css={styles.text}>
        {tenant.title}
        为园区的员工、学生、住户和访客提供一站式服务：公务用车、班车、宿舍、食堂、物资、访客、场地与座位预约、通知公告、巡检报警、审批和支付等。
      </p>
      <List>
        <List.Item onClick={() => navigate('law')}>法律声明</List.Item>
        <List.Item onClick={() => navigate('/softService')}>服务协议</List.Item>
        <List.Item onClick={() => navigate('/softPrivacy')}>隐私政策</List.Item>
      </List>
    </PageFrame>
  );
}
