import { PERMISSION_RETRY_MS } from '../rules/constants.ts';

export const HOME_ROUTE = 'mPage';
export const HOME_PATH = '/mPage';
export const LOGIN_PATH = '/login';

export interface GuardInput {
  /** Name of the top-level route the target sits under (null when unknown). */
  topName: string | null;
  isPublic: boolean;
  /**
   * The top-level route is a no-login page (issue 40): its own children that need a login
   * (/login/bindHardware, /login/forgetPassword) need no menu permission, as the page is everyone's.
   */
  topIsPublic?: boolean;
  /** The start-up decision (spec 4) has been carried out. */
  startupSettled: boolean;
  authenticated: boolean;
  permissionsLoaded: boolean;
  permitted: ReadonlySet<string>;
}

export type GuardDecision =
  { kind: 'allow' } | { kind: 'login' } | { kind: 'home' } | { kind: 'retry'; afterMs: number } | { kind: 'wait' };

/** The global rules of spec section 2.1, applied after every navigation. */
export function decideGuard(input: GuardInput): GuardDecision {
  if (input.isPublic) return { kind: 'allow' };
  // Start-up owns the first navigation: it may log in from the address, or show a message before going to login.
  if (!input.startupSettled) return { kind: 'wait' };
  if (!input.authenticated) return { kind: 'login' };
  if (input.topName === HOME_ROUTE || input.topIsPublic === true) return { kind: 'allow' };
  if (!input.permissionsLoaded) return { kind: 'retry', afterMs: PERMISSION_RETRY_MS };
  return input.topName !== null && input.permitted.has(input.topName) ? { kind: 'allow' } : { kind: 'home' };
}
