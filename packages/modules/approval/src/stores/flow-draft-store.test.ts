import { describe, expect, it } from 'vitest';
import { FlowDraftStore } from './flow-draft-store.ts';

describe('FlowDraftStore', () => {
  it('keeps the draft of the same template across the picker screens', () => {
    const draft = new FlowDraftStore();
    draft.open('t-1');
    draft.setValues({ reason: '拜访' });
    draft.setTitle('出差');
    draft.setApprovers([
      { id: 's-4', name: '审批人' },
      { id: 's-0', name: '演示员工' },
    ]);
    draft.open('t-1');
    expect(draft.values).toEqual({ reason: '拜访' });
    expect(draft.title).toBe('出差');
    expect(draft.approvers.map((staff) => staff.id)).toEqual(['s-4', 's-0']);
    draft.removeApprover('s-4');
    expect(draft.approvers.map((staff) => staff.id)).toEqual(['s-0']);
  });

  it('another template starts a new draft; reset empties it', () => {
    const draft = new FlowDraftStore();
    draft.open('t-1');
    draft.setValues({ reason: '拜访' });
    draft.setDepartments([{ id: 'd-1', name: '行政部' }]);
    draft.open('t-2');
    expect(draft.templateId).toBe('t-2');
    expect(draft.values).toEqual({});
    expect(draft.departments).toEqual([]);
    draft.reset();
    expect(draft.templateId).toBeNull();
  });
});
