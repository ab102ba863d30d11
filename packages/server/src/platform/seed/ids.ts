import { createHash } from 'node:crypto';

/** A stable uuid (version 5 layout, SHA-1 of company id + key), so re-running the seed finds its rows. */
export function seedId(companyId: string, key: string): string {
  const h = createHash('sha1').update(`campus-hub-seed:${companyId}:${key}`).digest();
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x50;
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

/** The seeded staff `key` of a company (platform/seed/data.ts `seedStaff`). */
export const seedStaffId = (companyId: string, key: string): string => seedId(companyId, `staff:${key}`);
/** The seeded department `key` of a company (platform/seed/data.ts `seedDepartments`). */
export const seedDepartmentId = (companyId: string, key: string): string => seedId(companyId, `department:${key}`);
/** Demo timestamps: `h` hours before `base`. */
export const hoursAgo = (base: Date, h: number): Date => new Date(base.getTime() - h * 3_600_000);
