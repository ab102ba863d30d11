/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { confirmDialog, localStore, loginPathFor, resetSkin, useStores } from '@campus/core';
import { PageFrame } from '@campus/ui';
import { Avatar, Button, List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';

const styles = {
  profile: css({ display: 'flex', alignItems: 'center', gap: 14, padding: '24px 20px', background: 'var(--adm-color-background)' }),
  name: css({ fontSize: 18, fontWeight: 600 }),
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)', marginTop: 4 }),
  actions: css({ padding: '24px 16px' }),
};

/** Personal centre (userInfo): who is signed in, password, about, sign out. */
export default observer(function UserInfoScreen() {
  const { session, permissions } = useStores();
  const navigate = useNavigate();
  const auth = session.auth;

  const signOut = async () => {
    const confirmed = await confirmDialog('确定退出登录吗？');
    if (!confirmed) return;
    session.signOut();
    permissions.reset();
    resetSkin();
    // back to the page the user signed in on (/lnLogin keeps lnLoginType 1, issue 40)
    navigate(loginPathFor(localStore.get('lnLoginType')), { replace: true });
  };

  return (
    <PageFrame title="个人中心">
      <section css={styles.profile}>
        <Avatar src="" style={{ '--size': '56px', '--border-radius': '50%' }} />
        <div>
          <div css={styles.name}>{auth?.name ?? '--'}</div>
          <div css={styles.meta}>{auth?.phone ?? ''}</div>
          <div css={styles.meta}>{[auth?.company.name, auth?.department].filter(Boolean).join(' · ')}</div>
        </div>
      </section>
      <List style={{ marginTop: 12 }}>
        <List.Item onClick={() => navigate('/userInfo/changePassword')}>修改密码</List.Item>
        <List.Item onClick={() => navigate('/login/bindHardware')}>绑定设备</List.Item>
        <List.Item onClick={() => navigate('/message')}>我的消息</List.Item>
        <List.Item onClick={() => navigate('/approvalDelegate')}>代理审批</List.Item>
        {auth?.is_admin === true || auth?.role === 'admin' ? (
          <>
            <List.Item onClick={() => navigate('/approvalSettings')}>审批设置</List.Item>
            <List.Item onClick={() => navigate('/staffApply/registerSettings')}>注册设置</List.Item>
          </>
        ) : null}
        <List.Item onClick={() => navigate('/userInfo/about')}>关于我们</List.Item>
      </List>
      <div css={styles.actions}>
        <Button block color="danger" fill="outline" onClick={() => void signOut()}>
          退出登录
        </Button>
      </div>
    </PageFrame>
  );
});
