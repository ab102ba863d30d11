import { HOME_PATH, localStore, LOGIN_PATH, signInWithPassword, useStores } from '@campus/core';
import { LoginScreen } from './login-screen.tsx';

/** After login, back to the screen whose login expired (stored by the error catalogue, spec 8), else home. */
function nextPath(): string {
  const stored = localStore.get('pathname');
  localStore.remove('pathname');
  return stored !== null && stored !== '' && !stored.startsWith(LOGIN_PATH) ? stored : HOME_PATH;
}

/** Route screen of /login: the sign-in form wired to the hub's staff login. */
export default function LoginPage() {
  const stores = useStores();
  return (
    <LoginScreen
      submit={(phone, password, companyId) => signInWithPassword(stores, { phone, password, companyId })}
      nextPath={nextPath}
    />
  );
}
