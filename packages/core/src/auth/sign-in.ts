import { authEndpoints, permissionEndpoints, type AuthData } from '@campus/contracts';
import { apiCall } from '../api/api-call.ts';
import { chooseErrorMessage } from '../rules/error-message.ts';
import { MSG_REQUEST_FAILED } from '../rules/messages.ts';
import { installedModules } from '../modules/installed.ts';
import { resolvePermissions } from '../rules/permissions.ts';
import { applyCompanySkin } from '../skin/skin-runtime.ts';
import type { Stores } from '../stores/root-store.tsx';

export interface PasswordLogin {
  phone: string;
  password: string;
  companyId: string | null;
  /** The native shell's device (issue 40): an account bound to a device signs in only on it. */
  device?: { id: string; name: string } | null;
}

/** What a successful password sign-in tells the screen. */
export interface SignedIn {
  /** This sign-in bound its device (the company requires one, issue 40): show it on /login/bindHardware. */
  deviceBound: boolean;
}

/** The message to show for a failed call: the server's words when it sent any (spec 8). */
export function failureMessage(error: unknown): string {
  const response = (error as { response?: { data?: unknown } }).response;
  return response === undefined ? MSG_REQUEST_FAILED : chooseErrorMessage(response.data);
}

/** Fetches the permission rules and resolves them into permitted routes and the home menu (spec 6). */
export async function loadPermissions(stores: Stores): Promise<void> {
  const data = await apiCall(permissionEndpoints.rules);
  const auth = stores.session.auth;
  const flags = {
    is_patrolman: auth?.is_patrolman === true,
    is_repairman: auth?.is_repairman === true,
    is_off3driver: auth?.is_off3driver === true,
  };
  const resolved = resolvePermissions(data, flags, stores.permissions.knownRoutes, installedModules().menu);
  stores.permissions.setResolved(resolved.routerNames, resolved.menu);
}

/** After any successful login: keep the auth, follow the company's skin, load permissions. */
export async function completeSignIn(stores: Stores, auth: AuthData): Promise<void> {
  stores.session.signIn(auth);
  stores.permissions.reset();
  void applyCompanySkin(auth.company);
  await loadPermissions(stores);
}

/** Staff login by phone and password (the login screen); resolves to an error message or null. */
export async function signInWithPassword(stores: Stores, login: PasswordLogin): Promise<string | null> {
  const result = await signInByPassword(stores, login);
  return typeof result === 'string' ? result : null;
}

/** The same, telling a success apart: an error message, or what the sign-in did. */
export async function signInByPassword(stores: Stores, login: PasswordLogin): Promise<string | SignedIn> {
  const device = login.device ?? null;
  try {
    const data = await apiCall(authEndpoints.login, {
      body: {
        phone: login.phone,
        password: login.password,
        company_id: login.companyId ?? '',
        ...(device === null ? {} : { device_id: device.id, ...(device.name === '' ? {} : { device_name: device.name }) }),
      },
      silent: true,
    });
    await completeSignIn(stores, data);
    return { deviceBound: data.device_bound === true };
  } catch (error) {
    return failureMessage(error);
  }
}
