import {
  DISPLAY_EMPTY,
  LABEL_PERIOD_DAILY,
  LABEL_PERIOD_HALF_YEAR,
  LABEL_PERIOD_MONTHLY,
  LABEL_PERIOD_OTHER,
  LABEL_PERIOD_QUARTERLY,
  LABEL_PERIOD_UNLIMITED,
  LABEL_PERIOD_WEEKLY,
  LABEL_PERIOD_YEARLY,
  LABEL_TARGET_DEPARTMENT,
  LABEL_TARGET_PERSONAL,
} from './messages.ts';

/**
 * Status and code tables of spec section 3. Order status labels are not kept
 * here: they come from the server's order types (order-status.ts,
 * orderTypesStore). Other code tables are built with defineStatusTable and read
 * with statusLabel / statusTone.
 */

/** Colour family of a status tag (the antd-mobile Tag colours). */
export type StatusTone = 'default' | 'primary' | 'success' | 'warning' | 'danger';

export interface StatusEntry {
  label: string;
  tone: StatusTone;
}

/** A code -> label table. Codes are numbers; the API may send them as numeric strings. */
export type StatusTable = ReadonlyMap<number, StatusEntry>;

/** Builds a table from [code, label, tone] rows. */
export function defineStatusTable(rows: ReadonlyArray<readonly [number, string, StatusTone?]>): StatusTable {
  return new Map(rows.map(([code, label, tone]) => [code, { label, tone: tone ?? 'default' }]));
}

/** A numeric code from a number or a numeric string; null for anything else. */
function toCode(code: number | string | null | undefined): number | null {
  if (typeof code === 'number') return code;
  if (typeof code === 'string' && /^-?\d+$/.test(code.trim())) return Number(code);
  return null;
}

/** The entry of a code, or undefined for an unknown or absent code. */
export function statusEntry(table: StatusTable, code: number | string | null | undefined): StatusEntry | undefined {
  const key = toCode(code);
  return key === null ? undefined : table.get(key);
}

/** The label of a code; unknown or absent codes show `fallback` ('--' by default, as absent values do). */
export function statusLabel(table: StatusTable, code: number | string | null | undefined, fallback: string = DISPLAY_EMPTY): string {
  return statusEntry(table, code)?.label ?? fallback;
}

/** The tag tone of a code; 'default' for unknown codes. */
export function statusTone(table: StatusTable, code: number | string | null | undefined): StatusTone {
  return statusEntry(table, code)?.tone ?? 'default';
}

/** Period codes (spec 3). */
export const PERIOD_CODES: StatusTable = defineStatusTable([
  [0, LABEL_PERIOD_UNLIMITED],
  [10, LABEL_PERIOD_DAILY],
  [20, LABEL_PERIOD_WEEKLY],
  [30, LABEL_PERIOD_MONTHLY],
  [40, LABEL_PERIOD_HALF_YEAR],
  [50, LABEL_PERIOD_YEARLY],
  [60, LABEL_PERIOD_QUARTERLY],
  [70, LABEL_PERIOD_OTHER],
]);

export function periodLabel(code: number | string | null | undefined): string {
  return statusLabel(PERIOD_CODES, code);
}

/** Target (spec 3): 'personal' means per person; any other value means per department. */
export const TARGET_PERSONAL = 'personal';

export function targetLabel(target: string | null | undefined): string {
  return target === TARGET_PERSONAL ? LABEL_TARGET_PERSONAL : LABEL_TARGET_DEPARTMENT;
}
