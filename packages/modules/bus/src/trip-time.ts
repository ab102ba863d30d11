/** 'HH:mm' a stop is reached `minutes` after a trip leaves at `departTime` ('HH:mm'). */
export function stopTimeOn(departTime: string, minutes: number): string {
  const [h = 0, m = 0] = departTime.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** 'YYYY-MM' of this month and the next on the hub clock (monthly tickets are sold for these). */
export function saleMonths(now: Date): [string, string] {
  const local = new Date(now.getTime() + 8 * 3_600_000);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + 1;
  const fmt = (yy: number, mm: number) => `${String(yy)}-${String(mm).padStart(2, '0')}`;
  return [fmt(y, m), m === 12 ? fmt(y + 1, 1) : fmt(y, m + 1)];
}
