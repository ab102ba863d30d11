import { brandAsset, lazyComponent, localStore, tenantConfig, useStores } from '@campus/core';
import { Button, Input } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { companyButtonLabel, LOADING_COMPANIES } from '../company-label.ts';
import { COMPANY_REQUIRED, validateLoginForm, type LoginFormErrors } from '../login-form.ts';
import type { CompanyPickerProps } from './company-picker.tsx';
import './login-screen.css';

/** The picker's own button while its code loads, named after the company offered last time: the fields below never move. */
function CompanyButton({ type, value }: CompanyPickerProps) {
  const remembered = localStore.getCompanyOptions(type)?.find((company) => company.id === value);
  return (
    <Button block fill="outline" loading={remembered === undefined} loadingText={LOADING_COMPANIES}>
      {companyButtonLabel(remembered)}
    </Button>
  );
}

const CompanyPicker = lazyComponent(() => import('./company-picker.tsx'), CompanyButton);

export interface LoginScreenProps {
  /** Signs in by phone and password; resolves to an error message, or null on success. */
  submit: (phone: string, password: string, companyId: string | null) => Promise<string | null>;
  /** Where to go after signing in (the path an expired login was on, or the home screen). */
  nextPath: () => string;
  /** A line under the title naming the page (/lnLogin: 账号登录). */
  heading?: string;
}

/** The sign-in screen: phone and password for the bundle's default company. */
export const LoginScreen = observer(function LoginScreen({ submit, nextPath, heading }: LoginScreenProps) {
  const tenant = tenantConfig();
  const { session } = useStores();
  const navigate = useNavigate();
  // Back from 忘记密码 with the phone whose password was just reset.
  const returned = (useLocation().state as { phone?: string } | null)?.phone;
  const [phone, setPhone] = useState(returned ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [busy, setBusy] = useState(false);
  const remembered = session.companyId;
  const servesRemembered = remembered !== null && (tenant.companyIds.length === 0 || tenant.companyIds.includes(remembered));
  const [companyId, setCompanyId] = useState<string | null>(servesRemembered ? remembered : tenant.defaultCompanyId);
  // A bundle serving several companies (or all of them) lets the user choose; one company needs no choice.
  const choosesCompany = tenant.companyIds.length !== 1;

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = validateLoginForm(phone, password);
    if (companyId === null) found.form = COMPANY_REQUIRED;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const failure = await submit(phone, password, companyId);
    setBusy(false);
    if (failure === null) navigate(nextPath(), { replace: true });
    else setErrors({ form: failure });
  };

  return (
    <div className="hub-login">
      <header className="hub-login__hero" style={{ backgroundImage: `url(${brandAsset('login-bg.svg')})` }}>
        <img className="hub-login__logo" src={brandAsset('logo.svg')} alt="" />
        <h1 className="hub-login__title">{tenant.title}</h1>
        {heading !== undefined && <p className="hub-login__heading">{heading}</p>}
      </header>
      <form className="hub-login__form" onSubmit={onSubmit} noValidate>
        {choosesCompany && <CompanyPicker value={companyId} onChange={setCompanyId} type={tenant.type} />}
        <div className="hub-login__field">
          <label className="hub-login__label" htmlFor="login-phone">
            手机号
          </label>
          <Input
            id="login-phone"
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder="请输入手机号"
            value={phone}
            onChange={(value) => setPhone(value.replace(/\D/g, ''))}
            clearable
            autoComplete="username"
          />
          <div className="hub-login__error">{errors.phone}</div>
        </div>
        <div className="hub-login__field">
          <label className="hub-login__label" htmlFor="login-password">
            密码
          </label>
          <Input
            id="login-password"
            type="password"
            placeholder="请输入密码"
            value={password}
            onChange={setPassword}
            clearable
            autoComplete="current-password"
            onEnterPress={() => void onSubmit()}
          />
          <div className="hub-login__error">{errors.password}</div>
        </div>
        <div className="hub-login__error" role="alert">
          {errors.form}
        </div>
        <Button block type="submit" color="primary" size="large" loading={busy} loadingText="登录中">
          登录
        </Button>
        <div className="hub-login__links">
          <Link to="/forgetPassword" state={{ phone, companyId }}>
            忘记密码？
          </Link>
          <Link to="/staffApply">员工注册</Link>
        </div>
      </form>
      <p className="hub-login__legal">
        登录即表示同意 <Link to="/login/softService">《服务协议》</Link> 和 <Link to="/login/softPrivacy">《隐私政策》</Link>
      </p>
    </div>
  );
});
