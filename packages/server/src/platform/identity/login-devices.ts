import { and, eq } from 'drizzle-orm';
import { specialLoginMessages as M, type BoundDevice } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { loginDevicePolicies, loginDevices } from '../db/schema.ts';
import { badRequest, fieldError } from '../errors.ts';

/**
 * The native shell's device bound to an account (issue 40, /login/bindHardware). An account with a
 * bound device signs in by password only on it; a company may require every account to have one:
 * then a sign-in from the app binds the device it comes from (the first wins), and one from outside
 * the app is refused (the company's admins excepted). WeChat sign-ins prove a WeChat account, not a
 * device, and are not checked.
 */

type DeviceRow = typeof loginDevices.$inferSelect;

const view = (row: DeviceRow): BoundDevice => ({
  device_id: row.deviceId,
  device_name: row.deviceName,
  bound_at: row.boundAt.toISOString(),
});

export async function requiresBoundDevice(db: Database, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: loginDevicePolicies.requireBoundDevice })
    .from(loginDevicePolicies)
    .where(eq(loginDevicePolicies.companyId, companyId))
    .limit(1);
  return row?.required ?? false;
}

export async function setRequiresBoundDevice(db: Database, companyId: string, required: boolean, now: Date): Promise<void> {
  await db
    .insert(loginDevicePolicies)
    .values({ companyId, requireBoundDevice: required, updatedAt: now })
    .onConflictDoUpdate({ target: loginDevicePolicies.companyId, set: { requireBoundDevice: required, updatedAt: now } });
}

async function deviceRow(db: Database, companyId: string, staffId: string): Promise<DeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(loginDevices)
    .where(and(eq(loginDevices.companyId, companyId), eq(loginDevices.staffId, staffId)))
    .limit(1);
  return row;
}

export async function boundDevice(db: Database, companyId: string, staffId: string): Promise<BoundDevice | null> {
  const row = await deviceRow(db, companyId, staffId);
  return row ? view(row) : null;
}

/**
 * Binds a device to an account: the primary key (company, staff) lets one insert win, so of two
 * devices binding at once one is bound and the other refused. The same device again is no change.
 */
export async function bindDevice(
  db: Database,
  account: { companyId: string; staffId: string },
  device: { id: string; name: string },
  now: Date,
): Promise<BoundDevice> {
  const [inserted] = await db
    .insert(loginDevices)
    .values({ companyId: account.companyId, staffId: account.staffId, deviceId: device.id, deviceName: device.name, boundAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return view(inserted);
  const existing = await deviceRow(db, account.companyId, account.staffId);
  if (existing?.deviceId === device.id) return view(existing);
  throw fieldError('device_id', M.accountHasDevice);
}

/** Frees an account's device; 400 when none is bound. */
export async function unbindDevice(db: Database, companyId: string, staffId: string): Promise<void> {
  const removed = await db
    .delete(loginDevices)
    .where(and(eq(loginDevices.companyId, companyId), eq(loginDevices.staffId, staffId)))
    .returning({ staffId: loginDevices.staffId });
  if (removed.length === 0) throw badRequest(M.noDevice);
}

/**
 * The device rule of a password sign-in, after the password was checked (so nobody learns about an
 * account's device without its password). True when this sign-in bound its device.
 */
export async function checkSignInDevice(
  db: Database,
  account: { companyId: string; staffId: string; isAdmin: boolean },
  device: { id: string | undefined; name: string | undefined },
  now: Date,
): Promise<boolean> {
  const bound = await deviceRow(db, account.companyId, account.staffId);
  if (bound) {
    if (bound.deviceId !== device.id) throw badRequest(M.otherDevice);
    return false;
  }
  // The company's administrators are not held to its requirement: one of them must always be able to
  // sign in (from a browser too) to change it or free a lost phone. A device an admin bound still holds.
  if (account.isAdmin || !(await requiresBoundDevice(db, account.companyId))) return false;
  if (device.id === undefined || device.id === '') throw badRequest(M.appRequired);
  try {
    await bindDevice(db, account, { id: device.id, name: device.name ?? '' }, now);
  } catch {
    // another device bound the account a moment ago
    throw badRequest(M.otherDevice);
  }
  return true;
}
