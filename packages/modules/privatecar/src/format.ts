import { fenToYuan, PCAR_MAX_FEE_FEN, pcarKm, pcarPlateDisplay, pickerDay, pickerDayText } from '@campus/contracts';

/** Yuan with two decimals and the currency sign (the server speaks fen). */
export const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;
/** 12300 -> '12.3 公里'. */
export const km = (metres: number): string => `${pcarKm(metres)} 公里`;
export const plate = pcarPlateDisplay;
/** '2026-03' -> '2026年3月'. */
export const monthLabel = (period: string): string => `${period.slice(0, 4)}年${String(Number(period.slice(5, 7)))}月`;
/** The per-km rate in fen -> '0.85 元/公里'. */
export const rate = (fenPerKm: number): string => `${fenToYuan(fenPerKm)} 元/公里`;

/**
 * Typed yuan ('12', '12.3', '12.30') to fen, exactly (no floating point); null unless it is an amount
 * of at most two decimals between 0.01 and the largest fee.
 */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen >= 1 && fen <= PCAR_MAX_FEE_FEN ? fen : null;
}

/** Typed km ('12', '12.3') to a number with at most one decimal; null otherwise. */
export function parseKm(text: string): number | null {
  const m = /^(\d{1,4})(?:\.(\d))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) + Number(m[2] ?? '0') / 10;
}

/** A picker's Date -> 'YYYY-MM-DD' (the phone's local day). */
export const dayOf = pickerDayText;
/** 'YYYY-MM-DD' -> a picker's Date (local midnight). */
export const dateOf = pickerDay;

/** The last day of a period of `months` starting on `from` (12 months from 2026-03-05: 2027-03-04). */
export function periodEnd(from: Date, months: number): Date {
  const end = new Date(from.getFullYear(), from.getMonth() + months, from.getDate());
  end.setDate(end.getDate() - 1);
  return end;
}
