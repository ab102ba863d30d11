import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/types.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { PayDeps } from '../../platform/pay/services.ts';

/** What the canteen services need of one server: its database, clock, log and payment service. */
export interface CanteenDeps {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  pay: PayDeps;
}

export interface Caller {
  companyId: string;
  staffId: string;
  /** Canteen staff (menus, stock, the collection scan, counter bills) are the company's admins. */
  isStaff: boolean;
}

export const callerOf = (auth: AuthContext): Caller => ({
  companyId: auth.companyId,
  staffId: auth.staffId,
  isStaff: auth.staff.role === 'admin',
});

/**
 * The clock of the server whose database a payable hook is given: the pay family calls `quote` with
 * its database handle, and hooks are registered once per process, so each server records its clock
 * here (tests run several servers with their own clocks in one process).
 */
const clocks = new WeakMap<object, () => Date>();
export const recordClock = (db: Database, now: () => Date): void => void clocks.set(db, now);
export const clockOf = (db: Database): Date => (clocks.get(db) ?? (() => new Date()))();
