import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One hub server per Playwright worker slot (testInfo.parallelIndex), each on its own copy of one
 * seeded database: a test's pushes and orders never reach a test running in another worker, so
 * journeys need no lock per company and the worker count is free to grow.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);

export const slotPort = (slot: number): number => FIRST_PORT + slot;

export const slotOrigin = (slot: number): string => `http://127.0.0.1:${slotPort(slot)}`;

/** Where a slot's server writes the verification codes it "sends" (SMS_OUTBOX_FILE, demo mode only). */
export const slotSmsOutbox = (slot: number): string => join(tmpdir(), `campus-hub-e2e-sms-${slotPort(slot)}.jsonl`);

/** A project's bundle under the server: /<type>/ for a tenant, / for the default bundle. */
export const bundlePath = (project: string): string => (project === 'default' ? '/' : `/${project}/`);
