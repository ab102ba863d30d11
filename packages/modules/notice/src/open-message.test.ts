import { afterEach, describe, expect, it } from 'vitest';
import { messageTarget, storeStash } from './open-message.ts';
import { message } from './test-data.ts';

afterEach(() => localStorage.clear());

describe('messageTarget (core push routing)', () => {
  it('a NOTICE message opens the notice detail', () => {
    expect(messageTarget(message('1', { extras: { msg_type: 'NOTICE', msg_id: 'abc' } }))).toEqual({ to: '/notice/noticeDetail?id=abc' });
  });

  it('an approval message opens its approval detail with type 0 and the stash the screen reads', () => {
    const target = messageTarget(
      message('2', {
        msg_type: 'APPROVAL',
        extras: { msg_type: 'APPROVAL', msg_id: '42', order_type: 'repair', extra_param: { module: 'repair' } },
      }),
    );
    expect(target?.to).toBe('/approvalProcess/approvalRepairDetail?id=42&type=0');
    storeStash(target?.stash);
    expect(JSON.parse(localStorage.getItem('_approvalRepairDetailData') ?? 'null')).toEqual({ id: '42', type: 0 });
  });

  it('a bare-id stash is stored as it is', () => {
    const target = messageTarget(message('3', { msg_type: 'REPAIR', extras: { msg_type: 'REPAIR', msg_id: 77 } }));
    expect(target?.to).toBe('/saRepairOrderDetail?id=77');
    storeStash(target?.stash);
    expect(localStorage.getItem('repairOrderId')).toBe('77');
  });

  it('no screen: null (a dormitory2 notice without action, an unknown kind)', () => {
    expect(messageTarget(message('4', { extras: { msg_type: 'DORMITORY2', msg_id: '7' } }))).toBeNull();
    expect(messageTarget(message('5', { extras: { msg_type: 'SOMETHING', msg_id: '7' } }))).toBeNull();
  });
});
