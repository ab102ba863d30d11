import { signInWithPassword, useStores } from '@campus/core';
import { LoginScreen } from './login-screen.tsx';

/** Route screen of /login: the sign-in form wired to the hub's staff login. */
export default function LoginPage() {
  const stores = useStores();
  return <LoginScreen submit={(phone, password, companyId) => signInWithPassword(stores, { phone, password, companyId })} />;
}
