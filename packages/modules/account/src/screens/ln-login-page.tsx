import { useStores } from '@campus/core';
import { useState } from 'react';
import { passwordSignIn } from '../sign-in/password-sign-in.ts';
import { LoginScreen } from './login-screen.tsx';

/**
 * /lnLogin (issue 40, no login): the ln tenant's own sign-in page, the login screen's form under
 * its own heading. Signing in here stores lnLoginType 1 (spec 3), so an expired login comes back
 * here, without 登录信息已失效! (spec 4).
 */
export default function LnLoginPage() {
  const stores = useStores();
  const [signIn] = useState(() => passwordSignIn(stores, '/lnLogin'));
  return <LoginScreen heading="账号登录" submit={signIn.submit} nextPath={signIn.nextPath} />;
}
