import { fenToYuan } from '@campus/contracts';

/** Yuan with two decimals and the currency sign, for display only (the server speaks fen). */
export const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;

/**
 * A typed charge in yuan ('0', '35', '35.5', '35.50') to fen, exactly (no floating point); null when
 * it is not an amount of at most two decimals. 0 is a free repair.
 */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A fresh idempotency key for one report (kept while the form is open, so a double tap reports once). */
export function newClientKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `repair-${random}`;
}
