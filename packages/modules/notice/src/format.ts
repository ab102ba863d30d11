import { hubDateTime } from '@campus/contracts';
import { DISPLAY_EMPTY, formatApprovalTime } from '@campus/core';

/** An ISO time as 'YYYY-MM-DD HH:mm' on the hub clock (contracts' hubDateTime); '--' when absent or unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  return hubDateTime(iso)?.slice(0, 16) ?? DISPLAY_EMPTY;
}

/** The server's local 'YYYY-MM-DD HH:mm:ss' without the seconds (spec 3 display rule: first 16 characters, or --). */
export function shortTime(localTime: string | null | undefined): string {
  return formatApprovalTime(localTime);
}
