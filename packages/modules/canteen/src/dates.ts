import { addHubDays } from '@campus/contracts';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** '今天' / '明天' / '后天' / '周四', and the month and day: how the date strip names a hub date. */
export function dateLabel(date: string, today: string): { day: string; date: string; short: string } {
  const [, m, d] = date.split('-');
  const offset = [0, 1, 2].find((n) => addHubDays(today, n) === date);
  const named = offset === undefined ? undefined : ['今天', '明天', '后天'][offset];
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
  return {
    day: named ?? weekday,
    date: `${String(Number(m))}月${String(Number(d))}日`,
    short: `${String(Number(m))}/${String(Number(d))}`,
  };
}

/** The dates a diner can order for: today and the next `days - 1` days. */
export const orderDates = (today: string, days = 7): string[] => Array.from({ length: days }, (_, n) => addHubDays(today, n));
