const chinaDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/**
 * Local 'YYYY-MM-DD HH:mm:ss' (Asia/Shanghai) for the `*_time` answer fields: the spec's display rule
 * shows an approval time as its first 16 characters ('YYYY-MM-DD HH:mm'), or -- when absent (null).
 */
export function localDateTime(d: Date): string;
export function localDateTime(d: Date | null): string | null;
export function localDateTime(d: Date | null): string | null {
  return d ? chinaDateTime.format(d) : null;
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
