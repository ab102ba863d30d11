/** Helpers of the inspect suites: the demo accounts, a photo, a fixed clock inside today's shift. */
import { expect } from 'vitest';
import type { Harness } from '../../platform/test/harness.ts';
import { uploadAs, type Client } from '../../platform/test/client.ts';
import { DEMO_RECEIPT_PNG } from '../../platform/files/seed.ts';

export const PHONES = {
  admin: '13800000000',
  patrolman: '13800000001',
  repairman: '13800000002',
  approver: '13800000004',
  staff: '13800000005',
} as const;

let seq = 0;
export const clientKey = (p = 'k') => `${p}-${String(Date.now())}-${String(++seq)}`;

export async function photo(h: Harness, by: Client): Promise<string> {
  const res = await uploadAs(h, by, { bytes: DEMO_RECEIPT_PNG, name: '现场.png', type: 'image/png' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** A clock the suites move by hand (the jobs and the scans read it). */
export function testClock(start: Date): { now: () => Date; set: (d: Date) => void } {
  let current = start;
  return { now: () => current, set: (d) => void (current = d) };
}
