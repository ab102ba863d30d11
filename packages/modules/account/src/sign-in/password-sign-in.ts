import { currentHost, HOME_PATH, localStore, type Stores } from '@campus/core';

/** The sign-in pages: #/login, and the ln tenant's own /lnLogin (issue 40). */
export type SignInPage = '/login' | '/lnLogin';

/** The bound-device screen a sign-in that bound its device opens (issue 40). */
export const BIND_HARDWARE_PATH = '/login/bindHardware';

/** After login, back to the screen whose login expired (stored by the error catalogue, spec 8), else home. */
export function returnPath(): string {
  const stored = localStore.get('pathname');
  localStore.remove('pathname');
  const isSignInPage = stored !== null && (stored.startsWith('/login') || stored.startsWith('/lnLogin'));
  return stored !== null && stored !== '' && !isSignInPage ? stored : HOME_PATH;
}

/**
 * The phone-and-password sign-in both pages share. lnLoginType (spec 3) remembers which page the
 * user signed in on, so an expired login comes back to it: 1 for /lnLogin, none for #/login. The
 * native shell's device goes with the request (an account bound to a device signs in only on it);
 * a sign-in that bound its device goes on to show it.
 */
export function passwordSignIn(stores: Stores, page: SignInPage) {
  let deviceBound = false;
  return {
    async submit(phone: string, password: string, companyId: string | null): Promise<string | null> {
      // The sign-in flow (axios, rules) loads on submit, keeping it out of the login screen's first paint.
      const [{ signInByPassword }, device] = await Promise.all([
        import('@campus/core/auth'),
        currentHost()
          ?.deviceInfo?.()
          .catch(() => null) ?? Promise.resolve(null),
      ]);
      const result = await signInByPassword(stores, { phone, password, companyId, device });
      if (typeof result === 'string') return result;
      if (page === '/lnLogin') localStore.set('lnLoginType', '1');
      else localStore.remove('lnLoginType');
      deviceBound = result.deviceBound;
      return null;
    },
    nextPath(): string {
      return deviceBound ? BIND_HARDWARE_PATH : returnPath();
    },
  };
}
