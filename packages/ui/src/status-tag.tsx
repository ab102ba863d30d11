import { Tag } from 'antd-mobile';
import { DISPLAY_EMPTY, statusEntry, type StatusTable, type StatusTone } from '@campus/core';

/**
 * One look for every status code (spec 3 tables and the modules' own): the
 * label and tone come from core's StatusTable, so a screen never retypes them.
 */

/** antd-mobile Tag colour of each tone (the tones are named after antd's colours). */
export const TONE_COLORS: Record<StatusTone, 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  default: 'default',
  primary: 'primary',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

export interface StatusTagProps {
  table: StatusTable;
  /** The code as the API sends it: a number or a numeric string. */
  code: number | string | null | undefined;
  /** Text for an unknown or absent code; '--' by default (spec 3 display rule). */
  fallback?: string;
  fill?: 'solid' | 'outline';
}

/** A status as an antd-mobile Tag; unknown codes show the fallback in the default colour. */
export function StatusTag({ table, code, fallback = DISPLAY_EMPTY, fill = 'outline' }: StatusTagProps) {
  const entry = table instanceof Map ? statusEntry(table, code) : undefined;
  const color = (entry && TONE_COLORS[entry.tone]) ?? 'default';
  return (
    <Tag color={color} fill={fill} round data-testid="status-tag" data-tone={color}>
      {entry?.label ?? fallback}
    </Tag>
  );
}
