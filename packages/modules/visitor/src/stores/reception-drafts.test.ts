import { describe, expect, it } from 'vitest';
import { ReceptionDrafts } from './reception-drafts.ts';

describe('reception drafts', () => {
  it('keeps a task draft while its pickers are visited and starts another task over', () => {
    const drafts = new ReceptionDrafts();
    expect(drafts.openTask('r1/child/new', { title: '' }, [])).toBe(true);
    drafts.setTask({ title: '布置会场' });
    drafts.setPeople('assignees', [{ id: 's1', name: '张三' }]);
    expect(drafts.openTask('r1/child/new', { title: '' }, [])).toBe(false);
    expect(drafts.task.title).toBe('布置会场');
    expect(drafts.assignees).toHaveLength(1);
    drafts.openTask('r1/prepare/new', {}, []);
    expect(drafts.task.title).toBeUndefined();
    expect(drafts.assignees).toHaveLength(0);
  });

  it('edits viewers and arrangers of one reception and removes a person', () => {
    const drafts = new ReceptionDrafts();
    drafts.openAuth('r1', [{ id: 'a', name: 'A' }], []);
    drafts.setPeople('arrangers', [{ id: 'b', name: 'B' }]);
    drafts.openAuth('r1', [], []);
    expect(drafts.arrangers).toEqual([{ id: 'b', name: 'B' }]);
    drafts.removePerson('viewers', 'a');
    expect(drafts.viewers).toEqual([]);
    drafts.openAuth('r2', [], [{ id: 'c', name: 'C' }]);
    expect(drafts.arrangers).toEqual([{ id: 'c', name: 'C' }]);
  });
});
