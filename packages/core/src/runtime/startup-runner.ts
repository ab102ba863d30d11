import { authEndpoints, type AuthData, type LoginRequest } from '@campus/contracts';
import { apiCall } from '../api/api-call.ts';
import { completeSignIn, loadPermissions } from '../auth/sign-in.ts';
import { showToast } from '../feedback/feedback.ts';
import type { HostBridge } from '../host/types.ts';
import { STARTUP_TOAST_MS } from '../rules/constants.ts';
import { backToLoginPlan, bindPhoneTarget, decideStartup, failureCode, type StartupDecision } from '../rules/startup.ts';
import { localStore } from '../storage/local-store.ts';
import type { Stores } from '../stores/root-store.tsx';
import type { LaunchLocation } from './launch-location.ts';

export interface StartupContext {
  stores: Stores;
  host: HostBridge;
  navigate: (path: string) => void;
  isPublicPath: (path: string) => boolean;
  later?: (run: () => void, ms: number) => void;
}

const defaultLater = (run: () => void, ms: number) => void setTimeout(run, ms);

/** How long start-up stays unsettled after sending the user to a public page of its own choosing. */
const SETTLE_AFTER_REDIRECT_MS = 500;

/**
 * "Back to login" of spec 4: close the DingTalk container, or go to #/login after
 * 1.5 s, or stay (lnLoginType). Start-up counts as settled once that has happened,
 * so the route guard does not jump to login before the message was seen.
 */
export async function backToLogin(context: StartupContext): Promise<void> {
  const { session } = context.stores;
  const plan = backToLoginPlan({ inDingTalk: context.host.kind === 'dingtalk', lnLoginType: localStore.get('lnLoginType') });
  if (plan.kind === 'navigate') {
    (context.later ?? defaultLater)(() => {
      context.navigate(plan.path);
      session.settleStartup();
    }, plan.delayMs);
    return;
  }
  if (plan.kind === 'close-window') await context.host.closeWindow();
  session.settleStartup();
}

/** Resolves true when start-up is settled later by the path taken (a redirect to /bindPhone), not by the caller. */
async function loginWith(payload: LoginRequest, context: StartupContext): Promise<boolean> {
  try {
    const data = await apiCall(authEndpoints.login, { body: payload });
    await completeSignIn(context.stores, data);
    return false;
  } catch (error) {
    // A WeChat user with no account binds the openid to one by phone (issue 40), instead of a login page he cannot use.
    if (failureCode(error) === 'STAFF_WX_AUTH_FAIL' && 'openid' in payload) {
      context.navigate(bindPhoneTarget(payload));
      // /bindPhone is public and needs no settled start-up. Settled at once, the guard would still see the
      // address's protected page (the router takes the new hash in a later task) and send the user to login.
      (context.later ?? defaultLater)(() => context.stores.session.settleStartup(), SETTLE_AFTER_REDIRECT_MS);
      return true;
    }
    // the error catalogue has shown why; a failed login request sends the user to login (spec 8)
    await backToLogin(context);
    return false;
  }
}

async function loadStaff(userId: string, stores: Stores): Promise<void> {
  const data = await apiCall(authEndpoints.staffRecord, { params: { user_id: userId } });
  stores.session.updateAuth({ ...data, token: localStore.get('token') ?? '' } as AuthData);
}

function toast(message: string | null): void {
  if (message !== null) void showToast(message, { duration: STARTUP_TOAST_MS });
}

/**
 * Carries out one start-up decision (spec 4), in the order the spec gives. Resolves true when the
 * path taken settles start-up itself, later (a WeChat user with no account sent to /bindPhone).
 */
export async function runStartupDecision(decision: StartupDecision, context: StartupContext): Promise<boolean> {
  const { stores } = context;
  if (decision.storeToken !== undefined) localStore.set('token', decision.storeToken);
  if (decision.loadStaffId !== undefined) {
    try {
      await loadStaff(decision.loadStaffId, stores);
    } catch {
      // shown by the error catalogue; the decision below still applies
    }
  }
  stores.session.reload();

  switch (decision.kind) {
    case 'continue':
      if (stores.session.isAuthenticated) await loadPermissions(stores).catch(() => undefined);
      return false;
    case 'login-with-code':
      localStore.clearLogin();
      localStore.set('LXDZOpenid', decision.storeOpenid);
      stores.session.reload();
      return loginWith(decision.payload, context);
    case 'login-with-openid':
      localStore.remove('LXDZAuths');
      localStore.setUrlParams(decision.storeUrlP);
      localStore.set('LXDZOpenid', decision.payload.openid);
      stores.session.setPrivateCompanyMode(decision.privateCompanyMode);
      stores.session.reload();
      return loginWith(decision.payload, context);
    case 'invalid-params':
      stores.session.signOut();
      toast(decision.message);
      await backToLogin(context);
      return false;
    case 'authenticated':
      await loadPermissions(stores).catch(() => undefined);
      return false;
    case 'expired':
      stores.session.signOut();
      toast(decision.message);
      await backToLogin(context);
      return false;
  }
}

/** Decides and carries out start-up for the address the app was opened with, then lets the route guard act. */
export async function runStartup(launch: LaunchLocation, context: StartupContext, now: number = Date.now()): Promise<StartupDecision> {
  const decision = decideStartup({
    path: launch.path,
    isPublic: context.isPublicPath(launch.path),
    query: launch.query,
    search: launch.search,
    storedToken: localStore.get('token'),
    storedAuth: localStore.getAuthRaw(),
    lnLoginType: localStore.get('lnLoginType'),
    now,
    privateCompanyMode: context.stores.session.privateCompanyMode,
  });
  let settlesLater = false;
  try {
    settlesLater = await runStartupDecision(decision, context);
  } finally {
    // expired / invalid-params keep the guard waiting until their own way back to login has run
    if (!settlesLater && decision.kind !== 'expired' && decision.kind !== 'invalid-params') context.stores.session.settleStartup();
  }
  return decision;
}
