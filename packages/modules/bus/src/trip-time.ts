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

/** What the buy screen needs of a trip to choose one (a subset of BusTrip). */
interface TripChoice {
  id: string;
  depart_at: string;
  departed: boolean;
  seats_left: number;
  my_ticket_id: string | null;
}

/**
 * The trip the buy screen starts on (issue 34): the soonest one that can still be bought (not
 * departed, a seat left, not already the caller's), or null when none can.
 */
export function nextBuyableTrip<T extends TripChoice>(trips: readonly T[]): T | null {
  const open = trips.filter((t) => !t.departed && t.seats_left > 0 && t.my_ticket_id === null);
  return open.reduce<T | null>((soonest, t) => (soonest === null || t.depart_at < soonest.depart_at ? t : soonest), null);
}
