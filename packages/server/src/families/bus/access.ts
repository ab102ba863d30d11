/** Who may do what in the bus family, and the small helpers its services share. */
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { CROCKFORD_ALPHABET, draw } from '../../platform/numbers/codes.ts';

/** The caller as the bus services see it. */
export interface BusCaller {
  companyId: string;
  staffId: string;
  isAdmin: boolean;
  /** Checks tickets and reports positions: a driver (is_off3driver) or an admin. */
  isDriver: boolean;
}

export const busCallerOf = (auth: AuthContext): BusCaller => ({
  companyId: auth.companyId,
  staffId: auth.staffId,
  isAdmin: auth.staff.role === 'admin',
  isDriver: auth.staff.role === 'admin' || auth.staff.isOff3driver,
});

/** A transaction handle as the family's helpers take it. */
export const tx$ = (t: unknown): Database => t as Database;

/** A QR code's content: a prefix naming what it is (BT ticket, BM monthly ticket, BP pass) and 16 random characters. */
export const newCode = (prefix: 'BT' | 'BM' | 'BP'): string => `${prefix}${draw.chars(CROCKFORD_ALPHABET, 16)}`;
