import { PUSH_MSG_TYPES, SPACE_PUSH_ACTIONS, type PushMessage } from '@campus/contracts';
import { installedModules, routePush, type ApprovalView } from '@campus/core';
import { describe, expect, it } from 'vitest';

/** A SPACE push about a space or seat booking (extra_param {module, action_type}), msg_id 7. */
const push = (module: 'space' | 'seat', action: string): PushMessage => ({
  title: '预约提醒',
  content: '内容',
  extras: { msg_type: PUSH_MSG_TYPES.space, msg_id: 7, extra_param: { module, action_type: action } },
});
const route = (module: 'space' | 'seat', action: string) => routePush(push(module, action), installedModules());

describe('the family’s pushes open their screens (issue 38 “Pushes”)', () => {
  it('approval results open approvalSpaceDetail, for both order types', () => {
    const approval = routePush(
      {
        title: '审批结果',
        content: '已通过',
        extras: { msg_type: PUSH_MSG_TYPES.approval, msg_id: 7, order_type: 'seat', extra_param: { module: 'space' } },
      },
      installedModules(),
    );
    expect(approval).toMatchObject({ kind: 'navigate', path: '/approvalProcess/approvalSpaceDetail', query: { id: '7', type: '0' } });
  });

  it('a reminder and a release open the booking', () => {
    for (const module of ['space', 'seat'] as const)
      for (const action of [SPACE_PUSH_ACTIONS.reminder, SPACE_PUSH_ACTIONS.released])
        expect(route(module, action)).toMatchObject({ kind: 'navigate', path: '/approvalProcess/approvalSpaceDetail', query: { id: '7' } });
  });

  it('a join or a comment opens the square entry of its kind; an offered slot its apply screen', () => {
    expect(route('space', SPACE_PUSH_ACTIONS.squareJoin)).toMatchObject({
      path: '/space/spaceOrderSquare/spaceSquare',
      query: { id: '7' },
    });
    expect(route('seat', SPACE_PUSH_ACTIONS.squareComment)).toMatchObject({
      path: '/seat/seatOrderSquare/seatSquareComment',
      query: { id: '7' },
    });
    expect(route('space', SPACE_PUSH_ACTIONS.offer)).toMatchObject({ path: '/space/spaceApply', query: { id: '7' } });
    expect(route('seat', SPACE_PUSH_ACTIONS.offer)).toMatchObject({ path: '/seat/seatApply', query: { id: '7' } });
  });
});

describe('the generic order footer on a booking (issue 38: 开始使用 skipped the check-in)', () => {
  const own = (data: Record<string, unknown>) =>
    installedModules()
      .approval.byModule.get('space')
      ?.ownTransitions?.({ data } as Parameters<NonNullable<ApprovalView['ownTransitions']>>[0]);

  it('a booking starts by its scan and completes at its end: the footer offers neither; a plain space order keeps both', () => {
    expect(own({ kind: 'space', resource_id: 'r-1' })).toEqual(['start_use', 'complete']);
    expect(own({})).toEqual([]);
  });
});
