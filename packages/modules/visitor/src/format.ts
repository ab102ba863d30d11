import { fenToYuan } from '@campus/contracts';

/** Yuan with two decimals and the currency sign (the server speaks integer fen). */
export const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;

/** The largest single fee a form accepts (the server's int32 bound is far above). */
export const MAX_FEE_FEN = 100_000_000;

/**
 * Typed yuan ('12', '12.3', '12.30') to fen, exactly (no floating point); null unless it is an amount
 * of at most two decimals between 0.01 and MAX_FEE_FEN.
 */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen >= 1 && fen <= MAX_FEE_FEN ? fen : null;
}

/** A window as one line: '2026-05-12 09:00 至 17:00' on one day, both ends in full otherwise. */
export function windowText(start: string, end: string): string {
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} 至 ${end.slice(11)}` : `${start} 至 ${end}`;
}

/** Two 'YYYY-MM-DD' days as a span. */
export const daysText = (start: string, end: string): string => (start === end ? start : `${start} 至 ${end}`);

/** A client_key for an idempotent create: the same form sent twice answers the first result. */
export function newClientKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return random.replace(/-/g, '').slice(0, 32);
}

/** People as '张三、李四' ('' for none). */
export const names = (people: readonly { name: string }[]): string => people.map((p) => p.name).join('、');
