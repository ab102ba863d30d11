import type { AuthData } from '@campus/contracts';

/** What the signed-in staff is for the car screens (the server decides again on every call). */
export function carRoles(auth: AuthData | null): { isAdmin: boolean; isDriver: boolean } {
  return { isAdmin: auth?.is_admin === true || auth?.role === 'admin', isDriver: auth?.is_off3driver === true };
}
