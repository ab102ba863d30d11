/** ¥12.50 from integer fen. */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}¥${String(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** A fresh double-submit key for one form (the same key answers the order it made). */
export function newClientKey(prefix: string): string {
  const random = Math.random().toString(36).slice(2, 10);
  return `${prefix}-${Date.now().toString(36)}-${random}`;
}

/** 'YYYY-MM-DD HH:mm:ss' shown to the minute (spec 3 display rule), or --. */
export function minute(time: string | null | undefined): string {
  return time ? time.slice(0, 16) : '--';
}
