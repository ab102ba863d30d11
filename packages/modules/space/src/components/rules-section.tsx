import type { BookingRules } from '@campus/contracts';
import { DetailSection } from '@campus/ui';
import { durationText, hourlyPrice } from '../format.ts';

const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/** '周一至周五 08:00-22:00；周六 09:00-18:00': the opening hours, equal days grouped. */
export function hoursText(rules: BookingRules): string {
  const byHours = new Map<string, number[]>();
  for (const h of [...rules.opening_hours].sort((a, b) => a.weekday - b.weekday)) {
    const key = `${h.open}-${h.close}`;
    byHours.set(key, [...(byHours.get(key) ?? []), h.weekday]);
  }
  if (byHours.size === 0) return '暂不开放';
  const dayRange = (days: number[]) => {
    const first = days[0] ?? 1;
    const last = days[days.length - 1] ?? first;
    const consecutive = last - first === days.length - 1;
    const name = (d: number) => WEEKDAY_NAMES[d - 1] ?? '';
    return days.length > 2 && consecutive ? `${name(first)}至${name(last)}` : days.map(name).join('、');
  };
  return [...byHours.entries()].map(([hours, days]) => `${dayRange(days)} ${hours}`).join('；');
}

/** How a space or seat is booked: hours, lengths, how far ahead, approval, price. */
export function RulesSection({ rules }: { rules: BookingRules }) {
  return (
    <DetailSection
      title="预约规则"
      rows={[
        { label: '开放时间', value: hoursText(rules) },
        {
          label: '预约时长',
          value: `${durationText(rules.min_minutes)}至${durationText(rules.max_minutes)}，以${String(rules.slot_minutes)}分钟为单位`,
        },
        { label: '提前预约', value: rules.advance_days === 0 ? '仅限当天' : `最多提前${String(rules.advance_days)}天` },
        { label: '审批', value: rules.needs_approval ? '需审批，通过后生效' : '无需审批，提交即生效' },
        { label: '费用', value: hourlyPrice(rules.price_per_hour_fen) },
      ]}
    />
  );
}
