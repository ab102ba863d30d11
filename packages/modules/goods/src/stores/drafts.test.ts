import { describe, expect, it } from 'vitest';
import { TransferDraft } from './drafts.ts';

describe('the transfer draft', () => {
  it('issue 36: choosing another giver drops the assets chosen of the previous one', () => {
    const draft = new TransferDraft();
    draft.setFrom({ id: 'a', name: '巡检员' });
    draft.setAssets([{ id: 'x' } as never]);
    draft.setFrom({ id: 'a', name: '巡检员' });
    expect(draft.assets).toHaveLength(1);
    draft.setFrom({ id: 'b', name: '普通员工' });
    expect(draft.assets).toHaveLength(0);
  });
});
