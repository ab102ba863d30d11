import { fenToYuan } from '@campus/contracts';

/** Yuan with two decimals and the currency sign, for display only (the server speaks fen). */
export const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;

/** A fresh idempotency key for one checkout (kept while the screen is open, so a double tap orders once). */
export function newClientKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `shop-${random}`;
}
