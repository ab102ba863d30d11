import { DISPLAY_EMPTY } from './messages.ts';

/**
 * Input rules of spec section 5 and the display rule of spec section 3.
 */

/**
 * A numeric-only input (spec 5): strips non-digits, then leading zeros. An
 * input of zeros only ('0', '000') becomes '' — the field is for positive
 * amounts and counts, where a lone 0 is no value; the user sees it cleared.
 */
export function numericOnly(value: string): string {
  return value.replace(/\D+/g, '').replace(/^0+/, '');
}

/** A phone number is dialled only when the value is all digits (and not empty). */
export function canDial(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^\d+$/.test(value);
}

/** Approval time: the first 16 characters ('2024-05-01 08:30'), or '--' when absent or empty. */
export function formatApprovalTime(value?: string | null): string {
  return value ? value.slice(0, 16) : DISPLAY_EMPTY;
}
