import { fenToYuan, PAY_MAX_AMOUNT_FEN } from '@campus/contracts';

/** Yuan with two decimals and the currency sign, for display only (the server speaks fen). */
export const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;

/** The purchase screen's quick amounts, in fen. */
export const TOPUP_PRESETS_FEN = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000] as const;

/**
 * Typed yuan ('12', '12.3', '12.30') to fen, exactly (no floating point); null when it is not an
 * amount of at most two decimals between 0.01 and the largest payment.
 */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen >= 1 && fen <= PAY_MAX_AMOUNT_FEN ? fen : null;
}

/** A fresh idempotency key for one purchase (kept while the screen is open, so a double tap pays once). */
export function newClientKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `web-${random}`;
}

/** What a payment record calls its order: the subject, with the order's own number where the subject lacks it. */
export const namedSubject = (subject: string, orderNo: string | null): string =>
  orderNo === null || subject.includes(orderNo) ? subject : `${subject} ${orderNo}`;
