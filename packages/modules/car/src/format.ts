import { fenToYuan, hubToday, type CarPlace } from '@campus/contracts';
import dayjs from 'dayjs';

/** ¥12.30 from fen (the server keeps fen). */
export const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;

/** '12.30' (yuan typed) -> 1230 fen; null when it is not an amount with at most two decimals. */
export function yuanToFen(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', part = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/** 'YYYY-MM-DD HH:mm' from the server's local time string. */
export const minute = (time: string | null | undefined): string => (time ? time.slice(0, 16) : '--');

/** '03-05 09:00 至 12:00' (the end's date only when it differs). */
export function period(start: string, end: string): string {
  const s = minute(start);
  const e = minute(end);
  return s.slice(0, 10) === e.slice(0, 10) ? `${s} 至 ${e.slice(11)}` : `${s} 至 ${e}`;
}

export const placeText = (p: CarPlace | null | undefined): string => (p ? p.name : '--');
export const placeLine = (p: CarPlace | null | undefined): string => (p ? (p.address ? `${p.name}（${p.address}）` : p.name) : '--');

/** A Date as the pickers show it. */
export const pickerText = (d: Date | null | undefined): string => (d ? dayjs(d).format('YYYY-MM-DD HH:mm') : '');

/** Today's date on the hub clock, 'YYYY-MM-DD' (the driver's list of the day). */
export const today = (): string => hubToday();
