import { isLnLoginTypeSet, loginPathFor, type LoginPath } from './auth-failure.ts';
import { isPrivateCompanyId } from './company.ts';
import { BACK_TO_LOGIN_MS } from './constants.ts';
import { MSG_BAD_PARAMS, MSG_LOGIN_EXPIRED } from './messages.ts';

export interface StartupInput {
  /** The hash path being opened, e.g. '/applyCar'. */
  path: string;
  /** The path is one of the no-login routes of spec 2.2. */
  isPublic: boolean;
  /** Query parameters of the address (search and hash query merged by the shell). */
  query: Readonly<Record<string, string | undefined>>;
  /** The raw search string to keep in _URL_p; when absent it is rebuilt from `query`. */
  search?: string;
  storedToken: string | null;
  /** The raw LXDZAuths value. */
  storedAuth: string | null;
  lnLoginType: string | null;
  /** Date.now() of the start-up. */
  now: number;
  /** Private-company mode was set by an earlier openid + company_id login (company id starting with b). */
  privateCompanyMode?: boolean;
}

/** _URL_p of spec 3: openid, company_id, search string and time in ms. */
export interface UrlP {
  openid: string;
  company_id: string;
  search: string;
  time: number;
}

/** Side rules of spec 4, present whatever the decision (the shell performs them first). */
export interface StartupSideEffects {
  /** A `token` query parameter: stored under `token` directly. */
  storeToken?: string;
  /** A `user_id` query parameter: load that staff record and store it as the auth data. */
  loadStaffId?: string;
}

export type StartupDecision = StartupSideEffects &
  (
    | { kind: 'continue' }
    | {
        kind: 'login-with-code';
        clearAuth: true;
        clearToken: true;
        /** Store under LXDZOpenid. */
        storeOpenid: string;
        payload: { p: string; openid: string };
      }
    | {
        kind: 'login-with-openid';
        clearAuth: true;
        storeUrlP: UrlP;
        payload: { openid: string; company_id: string };
        privateCompanyMode: boolean;
      }
    | { kind: 'invalid-params'; clearLogin: true; message: string; backToLogin: true }
    | { kind: 'authenticated'; token: string; notifyHost: true }
    | { kind: 'expired'; clearLogin: true; message: string | null; backToLogin: true }
  );

/** A query parameter counts as given only when non-empty ("presence", spec 5). */
function param(query: StartupInput['query'], name: string): string | null {
  const value = query[name];
  return value === undefined || value === '' ? null : value;
}

/** The search string rebuilt from the query (only called with openid and company_id present, so never empty). */
function searchOf(query: StartupInput['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.append(name, value);
  return `?${params.toString()}`;
}

/**
 * The start-up decision of spec 4, steps 1 to 5 in order.
 *
 * 1. A no-login route: continue.
 * 2. openid and p: clear auth and token, store the openid, log in with {p, openid}.
 * 3. openid and company_id: clear auth, store _URL_p, log in with {openid, company_id};
 *    a company id starting with b sets private-company mode.
 * 4. openid alone: clear the login state, back to login with '参数异常，请关闭后尝试重新进入!'.
 * 5. Stored token and auth: authenticated (attach the token, continue, notify the host).
 *    Either missing: in private-company mode the invalid-parameters message (spec 8),
 *    else '登录信息已失效!' (none when lnLoginType is set); back to login in both cases.
 *
 * Side rules: a `token` query parameter is stored directly, so step 5 counts it as
 * the stored token; a `user_id` query parameter loads that staff record into the
 * auth data, so step 5 counts it as the stored auth (the shell awaits the load
 * before acting on 'authenticated'). An 'expired' decision also clears whichever
 * half of the login state was left, so no stale token rides on the login calls.
 */
export function decideStartup(input: StartupInput): StartupDecision {
  const side: StartupSideEffects = {};
  const queryToken = param(input.query, 'token');
  const userId = param(input.query, 'user_id');
  if (queryToken !== null) side.storeToken = queryToken;
  if (userId !== null) side.loadStaffId = userId;

  if (input.isPublic) return { ...side, kind: 'continue' };

  const openid = param(input.query, 'openid');
  const p = param(input.query, 'p');
  const companyId = param(input.query, 'company_id');
  if (openid !== null && p !== null) {
    return { ...side, kind: 'login-with-code', clearAuth: true, clearToken: true, storeOpenid: openid, payload: { p, openid } };
  }
  if (openid !== null && companyId !== null) {
    return {
      ...side,
      kind: 'login-with-openid',
      clearAuth: true,
      storeUrlP: { openid, company_id: companyId, search: input.search ?? searchOf(input.query), time: input.now },
      payload: { openid, company_id: companyId },
      privateCompanyMode: isPrivateCompanyId(companyId),
    };
  }
  if (openid !== null) {
    return { ...side, kind: 'invalid-params', clearLogin: true, message: MSG_BAD_PARAMS, backToLogin: true };
  }

  const token = queryToken ?? (input.storedToken === '' ? null : input.storedToken);
  const hasAuth = userId !== null || (input.storedAuth !== null && input.storedAuth !== '');
  if (token !== null && hasAuth) return { ...side, kind: 'authenticated', token, notifyHost: true };
  if (input.privateCompanyMode === true) {
    return { ...side, kind: 'invalid-params', clearLogin: true, message: MSG_BAD_PARAMS, backToLogin: true };
  }
  return {
    ...side,
    kind: 'expired',
    clearLogin: true,
    message: isLnLoginTypeSet(input.lnLoginType) ? null : MSG_LOGIN_EXPIRED,
    backToLogin: true,
  };
}

export type BackToLoginPlan = { kind: 'close-window' } | { kind: 'navigate'; path: LoginPath; delayMs: number } | { kind: 'stay' };

/**
 * "Back to login" of spec 4: inside DingTalk close the container window; outside,
 * go to #/login after 1.5 s unless lnLoginType is set: lnLoginType 1 goes back to the ln
 * sign-in page that set it, /lnLogin (issue 40); another value stays (the dormitory
 * application page that set it handles the user itself).
 */
export function backToLoginPlan(input: { inDingTalk: boolean; lnLoginType: string | null }): BackToLoginPlan {
  if (input.inDingTalk) return { kind: 'close-window' };
  const path = loginPathFor(input.lnLoginType);
  if (path === '/login' && isLnLoginTypeSet(input.lnLoginType)) return { kind: 'stay' };
  return { kind: 'navigate', path, delayMs: BACK_TO_LOGIN_MS };
}

/** The spec 8 code of a failed call's answer (`{code, msg}`), if it has one. */
export function failureCode(error: unknown): string | null {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const code = data !== null && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}

/**
 * Where a start-up WeChat login goes when it found no staff for the openid (STAFF_WX_AUTH_FAIL,
 * issue 40): /bindPhone with the openid and its proof (the signed p, or the company of a demo
 * openid login), to bind the openid to an account by phone. Spec 8's handling of the code itself
 * (login data cleared, permissions reset, silent before they loaded) stays the error catalogue's.
 */
export function bindPhoneTarget(payload: { openid: string; p?: string; company_id?: string }): string {
  const query = new URLSearchParams({ openid: payload.openid });
  if (payload.p !== undefined) query.set('p', payload.p);
  if (payload.company_id !== undefined) query.set('company_id', payload.company_id);
  return `/bindPhone?${query.toString()}`;
}
