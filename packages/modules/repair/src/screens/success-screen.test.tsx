import { describe, expect, it } from 'vitest';
import { repairInfo } from '../test-data.ts';
import { nextSteps } from './success-screen.tsx';

describe('saCommitSuccess: the next steps (issue 39)', () => {
  it('a free report waits for dispatch; a charged one in approval waits for the approval first', () => {
    expect(nextSteps(repairInfo(20, '待派单')).map((s) => s.title)).toEqual([
      '维修管理员派单',
      '维修员接单上门',
      '确认维修结果',
      '匿名评价',
    ]);
    const charged = repairInfo(10, '审批中', {}, { fault_item: { id: 'i', name: '更换门锁', charge_fen: 3000 } });
    const steps = nextSteps(charged);
    expect(steps[0]?.title).toBe('等待审批');
    expect(steps.find((s) => s.title === '确认维修结果')?.description).toContain('先在线支付');
  });
});
