import type { AuthData } from '@campus/contracts';

/** The company's administrator, as other families read it (the server checks again on every call: 403). */
export function isCompanyAdmin(auth: AuthData | null): boolean {
  return auth?.is_admin === true || auth?.role === 'admin';
}
