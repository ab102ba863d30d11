/** The reconciliation's periods, as the admin thinks of them: in hub time (Asia/Shanghai, UTC+8, no DST). */
export const PERIODS = [
  { value: 'today', label: '今天' },
  { value: 'month', label: '本月' },
  { value: 'lastMonth', label: '上月' },
] as const;
export type PeriodName = (typeof PERIODS)[number]['value'];

const HUB_OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** Midnight of a hub-time calendar day, as an ISO instant with the hub's offset (what the server's query takes). */
const hubMidnight = (year: number, month: number, day: number): string => {
  const d = new Date(Date.UTC(year, month, day)); // normalises month/day overflow (month 12 -> next January)
  return `${String(d.getUTCFullYear())}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T00:00:00+08:00`;
};

/** The period [from, to) named `period`, around `now`. */
export function periodOf(period: PeriodName, now: Date): { from: string; to: string } {
  const hub = new Date(now.getTime() + HUB_OFFSET_MS); // its UTC fields are the hub's wall clock
  const y = hub.getUTCFullYear();
  const m = hub.getUTCMonth();
  const d = hub.getUTCDate();
  if (period === 'today') return { from: hubMidnight(y, m, d), to: hubMidnight(y, m, d + 1) };
  if (period === 'month') return { from: hubMidnight(y, m, 1), to: hubMidnight(y, m + 1, 1) };
  return { from: hubMidnight(y, m - 1, 1), to: hubMidnight(y, m, 1) };
}
