import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The companies' clock. The server's `*_time` fields and every time the client shows use it, so
 * a message and the notice it announces read the same whatever zone the phone or the server is in.
 */
export const HUB_TIME_ZONE = 'Asia/Shanghai';

/** 'YYYY-MM-DD HH:mm:ss' on the hub clock; null for an absent or unreadable time. */
export function hubDateTime(time: Date | string | null | undefined): string | null {
  if (time === null || time === undefined || time === '') return null;
  const parsed = dayjs(time);
  return parsed.isValid() ? parsed.tz(HUB_TIME_ZONE).format('YYYY-MM-DD HH:mm:ss') : null;
}
