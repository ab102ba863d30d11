import { isPrivateCompanyId } from './company.ts';
import { AUTH_FAIL_TOAST_DELAY_MS } from './constants.ts';
import { MSG_AUTH_FAIL_B } from './messages.ts';

export interface AuthFailureInput {
  /** The stored company id (company_id of local storage or of the auth data). */
  companyId: string | null;
  /** The server's msg (classifyFailure's msg). */
  msg: string;
  /** isAuthGetted: the permission list had been loaded. */
  permissionsLoaded: boolean;
  /** The current hash path, e.g. '/applyCar?x=1'. */
  currentPath: string;
  /** The current path is one of the no-login routes of spec 2.2. */
  isPublicPath: boolean;
  /** The stored lnLoginType ('1' login page, '2' dormitory application page). */
  lnLoginType: string | null;
  code: 'AUTH_FAIL' | 'STAFF_WX_AUTH_FAIL';
}

export interface AuthFailurePlan {
  /** Remove token and LXDZAuths. */
  clearLogin: true;
  /** Reset isAuthGetted (and the permitted names). */
  resetPermissions: true;
  /** The toast to show after delayMs, or null for a silent failure. */
  toast: { text: string; delayMs: number } | null;
  /** The path to store under `pathname` (to return there after login), or null. */
  storePath: string | null;
  /** Where to go, or null to stay. */
  navigateTo: LoginPath | null;
}

/** lnLoginType 1 (spec 3): the user signed in on the ln tenant's own sign-in page, /lnLogin. */
export const LN_LOGIN_TYPE_LOGIN_PAGE = '1';

export type LoginPath = '/login' | '/lnLogin';

/**
 * The sign-in page "back to login" means (issue 40): /lnLogin for a user who signed in there
 * (lnLoginType 1), else #/login.
 */
export function loginPathFor(lnLoginType: string | null | undefined): LoginPath {
  return lnLoginType === LN_LOGIN_TYPE_LOGIN_PAGE ? '/lnLogin' : '/login';
}

/** lnLoginType counts as set when stored with any non-empty value. */
export function isLnLoginTypeSet(lnLoginType: string | null | undefined): boolean {
  return typeof lnLoginType === 'string' && lnLoginType !== '';
}

/**
 * The authentication-failure handling of spec 8, as data; the shell performs
 * it in field order: clear login, store path, reset permissions, toast, navigate.
 *
 * AUTH_FAIL:
 * - company id starting with b: toast 'ErrorCode：001，请关闭后重新进入!' at once,
 *   the path is not stored (the user must close and re-enter, not come back here);
 * - otherwise: the current path is stored and the server msg shown after 1500 ms
 *   if permissions were loaded, else at once;
 * - both: go to /login unless on a public page or lnLoginType is set (the spec
 *   lists this rule for AUTH_FAIL as a whole, so it also applies to b-companies);
 *   lnLoginType 1 goes back to the page that set it, /lnLogin (issue 40).
 *
 * STAFF_WX_AUTH_FAIL: silent if permissions never loaded, else the msg at once;
 * the spec names no navigation, so there is none.
 */
export function planAuthFailure(input: AuthFailureInput): AuthFailurePlan {
  if (input.code === 'STAFF_WX_AUTH_FAIL') {
    return {
      clearLogin: true,
      resetPermissions: true,
      toast: input.permissionsLoaded ? { text: input.msg, delayMs: 0 } : null,
      storePath: null,
      navigateTo: null,
    };
  }
  const privateCompany = isPrivateCompanyId(input.companyId);
  const toLnLogin = loginPathFor(input.lnLoginType) === '/lnLogin';
  const stay = input.isPublicPath || (isLnLoginTypeSet(input.lnLoginType) && !toLnLogin);
  return {
    clearLogin: true,
    resetPermissions: true,
    toast: privateCompany
      ? { text: MSG_AUTH_FAIL_B, delayMs: 0 }
      : { text: input.msg, delayMs: input.permissionsLoaded ? AUTH_FAIL_TOAST_DELAY_MS : 0 },
    storePath: privateCompany ? null : input.currentPath,
    navigateTo: stay ? null : loginPathFor(input.lnLoginType),
  };
}
