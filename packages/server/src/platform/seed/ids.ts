import { createHash } from 'node:crypto';

/** A stable uuid (version 5 layout, SHA-1 of company id + key), so re-running the seed finds its rows. */
export function seedId(companyId: string, key: string): string {
  const h = createHash('sha1').update(`campus-hub-seed:${companyId}:${key}`).digest();
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x50;
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}
