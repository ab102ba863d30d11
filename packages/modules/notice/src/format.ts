import { DISPLAY_EMPTY, formatApprovalTime } from '@campus/core';

/**
 * Times as the hub shows them: 'YYYY-MM-DD HH:mm' in the companies' time zone,
 * the one the server uses for its `*_time` fields (Asia/Shanghai), so a message
 * and the notice it announces show the same clock whatever the phone's zone.
 */
const HUB_TIME_ZONE = 'Asia/Shanghai';

const hubDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: HUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An ISO time as 'YYYY-MM-DD HH:mm' (hub time zone); '--' when absent or unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return DISPLAY_EMPTY;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return DISPLAY_EMPTY;
  return hubDateTime.format(date).slice(0, 16);
}

/** The server's local 'YYYY-MM-DD HH:mm:ss' without the seconds (spec 3 display rule: first 16 characters, or --). */
export function shortTime(localTime: string | null | undefined): string {
  return formatApprovalTime(localTime);
}
