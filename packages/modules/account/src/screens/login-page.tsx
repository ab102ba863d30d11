import { HOME_PATH, localStore, LOGIN_PATH, useStores } from '@campus/core';
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
      submit={async (phone, password, companyId) => {
        // The sign-in flow (axios, rules) loads on submit, keeping it out of the login screen's first paint.
        const { signInWithPassword } = await import('@campus/core/auth');
        return signInWithPassword(stores, { phone, password, companyId });
      }}
      nextPath={nextPath}
    />
  );
}
