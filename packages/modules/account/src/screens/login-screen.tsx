import { css } from '@emotion/react';
import { brandAsset, tenantConfig, useStores } from '@campus/core';
import { Button, Input } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { validateLoginForm, type LoginFormErrors } from '../login-form.ts';

const styles = {
  page: css({ minHeight: '100vh', background: 'var(--adm-color-background)' }),
  hero: css({
    height: 220,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'var(--hub-hero-text)',
    gap: 12,
  }),
  logo: css({ width: 64, height: 64, borderRadius: 14, boxShadow: '0 4px 12px rgba(0,0,0,.12)' }),
  title: css({ margin: 0, fontSize: 22, fontWeight: 600, textShadow: '0 1px 2px rgba(0,0,0,.15)' }),
  form: css({ padding: '28px 24px', display: 'flex', flexDirection: 'column', gap: 18 }),
  field: css({ borderBottom: '1px solid var(--adm-color-border)', padding: '8px 0' }),
  label: css({ fontSize: 13, color: 'var(--adm-color-weak)', marginBottom: 4, display: 'block' }),
  error: css({ color: 'var(--adm-color-danger)', fontSize: 12, marginTop: 4, minHeight: 16 }),
  links: css({ display: 'flex', justifyContent: 'space-between', fontSize: 13 }),
  legal: css({ textAlign: 'center', fontSize: 12, color: 'var(--adm-color-weak)', padding: '0 24px 24px' }),
};

export interface LoginScreenProps {
  /** Signs in by phone and password; resolves to an error message, or null on success. */
  submit: (phone: string, password: string, companyId: string | null) => Promise<string | null>;
}

/** The sign-in screen: phone and password for the bundle's default company. */
export const LoginScreen = observer(function LoginScreen({ submit }: LoginScreenProps) {
  const tenant = tenantConfig();
  const { session } = useStores();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = validateLoginForm(phone, password);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const failure = await submit(phone, password, session.companyId ?? tenant.defaultCompanyId);
    setBusy(false);
    if (failure === null) navigate('/mPage', { replace: true });
    else setErrors({ form: failure });
  };

  return (
    <div css={styles.page}>
      <header css={styles.hero} style={{ backgroundImage: `url(${brandAsset('login-bg.svg')})` }}>
        <img css={styles.logo} src={brandAsset('logo.svg')} alt="" />
        <h1 css={styles.title}>{tenant.title}</h1>
      </header>
      <form css={styles.form} onSubmit={onSubmit} noValidate>
        <div css={styles.field}>
          <label css={styles.label} htmlFor="login-phone">手机号</label>
          <Input id="login-phone" type="tel" inputMode="numeric" maxLength={11} placeholder="请输入手机号" value={phone}
            onChange={(value) => setPhone(value.replace(/\D/g, ''))} clearable autoComplete="username" />
          <div css={styles.error}>{errors.phone}</div>
        </div>
        <div css={styles.field}>
          <label css={styles.label} htmlFor="login-password">密码</label>
          <Input id="login-password" type="password" placeholder="请输入密码" value={password} onChange={setPassword}
            clearable autoComplete="current-password" onEnterPress={() => void onSubmit()} />
          <div css={styles.error}>{errors.password}</div>
        </div>
        <div css={styles.error} role="alert">{errors.form}</div>
        <Button block type="submit" color="primary" size="large" loading={busy} loadingText="登录中">
          登录
        </Button>
        <div css={styles.links}>
          <Link to="/login/forgetPassword">忘记密码？</Link>
          <Link to="/staffApply">员工注册</Link>
        </div>
      </form>
      <p css={styles.legal}>
        登录即表示同意 <Link to="/login/softService">《服务协议》</Link> 和 <Link to="/login/softPrivacy">《隐私政策》</Link>
      </p>
    </div>
  );
});
