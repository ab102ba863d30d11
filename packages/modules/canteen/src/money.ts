import { fenToYuan } from '@campus/contracts';

/** Yuan with two decimals and the currency sign, for display only (the server speaks fen). */
export const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;

/**
 * Typed yuan ('12', '12.5', '12.50') to fen, exactly (no floating point); null when it is not an
 * amount of at most two decimals between 0.01 and `maxFen`.
 */
export function yuanToFen(text: string, maxFen = 100_000): number | null {
  const m = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen >= 1 && fen <= maxFen ? fen : null;
}
