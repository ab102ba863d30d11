import { hubDateTime } from '@campus/contracts';

/**
 * Local 'YYYY-MM-DD HH:mm:ss' (the hub clock) for the `*_time` answer fields: the spec's display rule
 * shows an approval time as its first 16 characters ('YYYY-MM-DD HH:mm'), or -- when absent (null).
 */
export function localDateTime(d: Date): string;
export function localDateTime(d: Date | null): string | null;
export function localDateTime(d: Date | null): string | null {
  return hubDateTime(d);
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
