import type { ApprovalSettings, StepTimeout } from '@campus/contracts';

/**
 * The approval settings screen's form (issue 41): the company-wide rows and, for the order type being
 * edited, its reminder period and its every-step time-out. Time-outs of single steps (`seq`, set
 * through the API) are kept as they are.
 */

export type TimeoutAction = StepTimeout['action'];

export const TIMEOUT_ACTION_LABELS: Readonly<Record<TimeoutAction, string>> = {
  department_head: '转交部门负责人',
  staff: '转交指定人员',
  approve: '自动通过',
  reject: '自动驳回',
};

export const WEEKDAY_LABELS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

export interface SettingsFormValues {
  skip_repeated_approver: boolean;
  work_start: string;
  work_end: string;
  workdays: number[];
  /** Empty: the default (24 hours). */
  reminder_hours: string;
  /** Empty: the order type's steps never time out. */
  timeout_hours: string;
  timeout_action: TimeoutAction[];
}

/** The form's values for `orderType` and the staff a 转交指定人员 time-out names (or null). */
export function toFormValues(settings: ApprovalSettings, orderType: string): { values: SettingsFormValues; staffId: string | null } {
  const every = (settings.timeouts[orderType] ?? []).find((t) => t.seq === undefined);
  const reminder = settings.reminder_hours[orderType];
  return {
    values: {
      skip_repeated_approver: settings.skip_repeated_approver,
      work_start: settings.work_start,
      work_end: settings.work_end,
      workdays: [...settings.workdays].sort(),
      reminder_hours: reminder === undefined ? '' : String(reminder),
      timeout_hours: every ? String(every.after_hours) : '',
      timeout_action: [every?.action ?? 'department_head'],
    },
    staffId: every?.action === 'staff' ? (every.staff_id ?? null) : null,
  };
}

/** A number the user typed, or NaN (the server answers why: its field error shows on the field). */
const hoursOf = (text: string): number => (text.trim() === '' ? NaN : Number(text.trim()));

/** The settings to save: `settings` with the company rows and `orderType`'s reminder and every-step time-out from the form. */
export function fromFormValues(
  settings: ApprovalSettings,
  orderType: string,
  values: SettingsFormValues,
  staffId: string | null,
): ApprovalSettings {
  const reminderHours = { ...settings.reminder_hours };
  if (values.reminder_hours.trim() === '') delete reminderHours[orderType];
  else reminderHours[orderType] = hoursOf(values.reminder_hours);
  const perStep = (settings.timeouts[orderType] ?? []).filter((t) => t.seq !== undefined);
  const action = values.timeout_action[0] ?? 'department_head';
  const every: StepTimeout[] =
    values.timeout_hours.trim() === ''
      ? []
      : [{ after_hours: hoursOf(values.timeout_hours), action, ...(action === 'staff' ? { staff_id: staffId ?? '' } : {}) }];
  const timeouts = { ...settings.timeouts, [orderType]: [...every, ...perStep] };
  if (timeouts[orderType]?.length === 0) delete timeouts[orderType];
  return {
    skip_repeated_approver: values.skip_repeated_approver,
    work_start: values.work_start.trim(),
    work_end: values.work_end.trim(),
    workdays: [...values.workdays].sort(),
    reminder_hours: reminderHours,
    timeouts,
  };
}

/**
 * A 400 answer of PUT approval/settings/ as the form's field errors: the company rows by their names,
 * `reminder_hours.<type>` and the every-step time-out's `timeouts.<type>.<i>.*` on the edited
 * type's rows; anything else is a message of its own. `settings`: what was sent.
 */
export function settingsFieldErrors(
  data: unknown,
  orderType: string,
  settings: ApprovalSettings,
): { fields: { name: string; errors: string[] }[]; message: string | null } {
  const fields: { name: string; errors: string[] }[] = [];
  const others: string[] = [];
  if (typeof data !== 'object' || data === null) return { fields, message: '请求错误' };
  // fromFormValues puts the every-step time-out first: an error at index 0 is the form's when it has no seq
  const everyIndex = 0;
  const first = settings.timeouts[orderType]?.[everyIndex];
  const hasEvery = first !== undefined && first.seq === undefined;
  const names: Record<string, string> = {
    skip_repeated_approver: 'skip_repeated_approver',
    work_start: 'work_start',
    work_end: 'work_end',
    workdays: 'workdays',
    [`reminder_hours.${orderType}`]: 'reminder_hours',
    [`timeouts.${orderType}.${everyIndex}.after_hours`]: 'timeout_hours',
    [`timeouts.${orderType}.${everyIndex}.action`]: 'timeout_action',
    [`timeouts.${orderType}.${everyIndex}.staff_id`]: 'timeout_staff',
  };
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const messages = Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : [];
    if (typeof value === 'string') messages.push(value);
    if (messages.length === 0) continue;
    const name = names[key.startsWith('workdays.') ? 'workdays' : key];
    if (name !== undefined && (hasEvery || !key.startsWith('timeouts.'))) fields.push({ name, errors: messages });
    else others.push(messages[0] as string);
  }
  return { fields, message: others[0] ?? null };
}
