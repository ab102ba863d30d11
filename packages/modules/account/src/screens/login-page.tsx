import { useStores } from '@campus/core';
import { useState } from 'react';
import { passwordSignIn } from '../sign-in/password-sign-in.ts';
import { LoginScreen } from './login-screen.tsx';

/** Route screen of /login: the sign-in form wired to the hub's staff login. */
export default function LoginPage() {
  const stores = useStores();
  const [signIn] = useState(() => passwordSignIn(stores, '/login'));
  return <LoginScreen submit={signIn.submit} nextPath={signIn.nextPath} />;
}
