import type { ApprovalSettings } from '@campus/contracts';
import { describe, expect, it } from 'vitest';
import { fromFormValues, settingsFieldErrors, toFormValues } from './settings-form.ts';

const saved: ApprovalSettings = {
  skip_repeated_approver: true,
  work_start: '09:00',
  work_end: '18:00',
  workdays: [5, 1, 2, 3, 4],
  reminder_hours: { goods: 12 },
  timeouts: {
    forms: [
      { seq: 2, after_hours: 24, action: 'department_head' },
      { after_hours: 48, action: 'staff', staff_id: 's-9' },
    ],
  },
};

describe('the approval settings form (issue 41)', () => {
  it("reads an order type's reminder period and every-step time-out (per-step ones are not the form's)", () => {
    expect(toFormValues(saved, 'forms')).toEqual({
      values: {
        skip_repeated_approver: true,
        work_start: '09:00',
        work_end: '18:00',
        workdays: [1, 2, 3, 4, 5],
        reminder_hours: '',
        timeout_hours: '48',
        timeout_action: ['staff'],
      },
      staffId: 's-9',
    });
    expect(toFormValues(saved, 'goods').values).toMatchObject({
      reminder_hours: '12',
      timeout_hours: '',
      timeout_action: ['department_head'],
    });
  });

  it('saves the edited type only, keeps the per-step time-outs, and an empty row means the default or none', () => {
    const { values } = toFormValues(saved, 'forms');
    const edited = fromFormValues(
      saved,
      'forms',
      { ...values, reminder_hours: '6', timeout_hours: '8', timeout_action: ['reject'] },
      's-9',
    );
    expect(edited.reminder_hours).toEqual({ goods: 12, forms: 6 });
    expect(edited.timeouts.forms).toEqual([
      { after_hours: 8, action: 'reject' },
      { seq: 2, after_hours: 24, action: 'department_head' },
    ]);
    const cleared = fromFormValues(saved, 'goods', { ...toFormValues(saved, 'goods').values, reminder_hours: ' ' }, null);
    expect(cleared.reminder_hours).toEqual({});
    expect(cleared.timeouts).toEqual(saved.timeouts);
    const named = fromFormValues(saved, 'space', { ...values, timeout_hours: '2', timeout_action: ['staff'] }, 's-3');
    expect(named.timeouts.space).toEqual([{ after_hours: 2, action: 'staff', staff_id: 's-3' }]);
  });

  it("puts the server's 400 errors on the edited type's fields; others become a message", () => {
    const sent = fromFormValues(saved, 'forms', { ...toFormValues(saved, 'forms').values, timeout_hours: '3000' }, 's-9');
    const errors = settingsFieldErrors(
      {
        work_end: ['下班时间应晚于上班时间'],
        'reminder_hours.forms': ['提醒周期应大于0小时'],
        'timeouts.forms.0.after_hours': ['超时时间不能超过2160小时'],
        'reminder_hours.goods': ['提醒周期应大于0小时'],
      },
      'forms',
      sent,
    );
    expect(errors.fields).toEqual([
      { name: 'work_end', errors: ['下班时间应晚于上班时间'] },
      { name: 'reminder_hours', errors: ['提醒周期应大于0小时'] },
      { name: 'timeout_hours', errors: ['超时时间不能超过2160小时'] },
    ]);
    expect(errors.message).toBe('提醒周期应大于0小时');
    expect(settingsFieldErrors({ detail: '您没有执行该操作的权限' }, 'forms', sent).message).toBe('您没有执行该操作的权限');
  });
});
