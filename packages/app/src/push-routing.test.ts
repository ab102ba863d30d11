import {
  CAR3_ACTIONS,
  DORM2_ACTIONS,
  INSPECT_PUSH,
  PUSH_MODULES,
  PUSH_MSG_TYPES,
  pushMessageSchema,
  type PushMessage,
} from '@campus/contracts';
import { describe, expect, it } from 'vitest';
import { composeModules, messageModule, presentPush as present, pushPayloadError, routePush as route } from '@campus/core';
import { modules } from './modules.ts';

// Core's push rules over the family tables of app's one list (the manifests' pushRoutes and approvalViews).
const tables = composeModules(modules);
const routePush = (message: PushMessage) => route(message, tables);
const presentPush = (message: PushMessage, hasToken: boolean) => present(message, hasToken, tables);

function msg(extras: Partial<PushMessage['extras']> & { msg_type: string }): PushMessage {
  return { title: '通知', content: '内容', extras: { msg_id: 42, ...extras } };
}
function approval(module: string, order_type?: string): PushMessage {
  return msg({ msg_type: PUSH_MSG_TYPES.approval, extra_param: { module }, ...(order_type ? { order_type } : {}) });
}

describe('push kinds (contracts, spec 7)', () => {
  it('spec 7: the msg_type values are the ones the routing table names', () => {
    expect(PUSH_MSG_TYPES).toEqual({
      approval: 'APPROVAL',
      repair: 'REPAIR',
      companyProperty: 'COMPANY_PROPERTY',
      dormitory2: 'DORMITORY2',
      officialCar3: 'OFFICIAL_CAR3',
      notice: 'NOTICE',
      interact: 'INTERACT',
      visitor: 'VISITOR',
      space: 'SPACE',
      inspect: 'INSPECT',
    });
  });

  it('spec 3: a message built from the kinds passes the shared push schema', () => {
    const message = msg({
      msg_type: PUSH_MSG_TYPES.dormitory2,
      extra_param: { module: PUSH_MODULES.dormitory2, action_type: DORM2_ACTIONS.cleanOrder },
    });
    expect(pushMessageSchema.parse(message)).toEqual(message);
  });
});

describe('routePush: APPROVAL (spec 4 push to screen, spec 7)', () => {
  it('spec 7: APPROVAL with repair goes to the repair approval detail, type 0, stashing _approvalRepairDetailData', () => {
    expect(routePush(approval('repair'))).toEqual({
      kind: 'navigate',
      path: '/approvalProcess/approvalRepairDetail',
      query: { id: '42', type: '0' },
      stash: { key: '_approvalRepairDetailData', value: '{"id":42,"type":0}' },
    });
  });

  it('spec 7: property borrow goes to the borrow approval, stashing _approvalPBorrowOrder', () => {
    expect(routePush(approval('pBorrow'))).toMatchObject({
      path: '/approvalProcess/approvalPBorrowDetail',
      stash: { key: '_approvalPBorrowOrder', value: '{"id":42,"type":0}' },
    });
  });

  it('spec 7: material warehousing goes to the consume approval, stashing _approvalConsumeData', () => {
    expect(routePush(approval('consume'))).toMatchObject({
      path: '/approvalProcess/approvalConsumeDetail',
      stash: { key: '_approvalConsumeData' },
    });
  });

  it('spec 7: provide-material-plan goes to the goods suite approval with id and type 0', () => {
    expect(routePush(approval('goodsSuite'))).toEqual({
      kind: 'navigate',
      path: '/approvalProcess/approvalGoodsSuiteDetail',
      query: { id: '42', type: '0' },
    });
  });

  it('spec 7: dormitory2 goes to the dormitory2 approval with id, order_type and type', () => {
    expect(routePush(approval('dormitory2', 'apply_in'))).toEqual({
      kind: 'navigate',
      path: '/approvalProcess/approvalDorm2Detail',
      query: { id: '42', order_type: 'apply_in', type: '0' },
    });
  });

  it('spec 7: a dormitory2 approval without order_type passes id and type only', () => {
    expect(routePush(approval('dormitory2'))).toMatchObject({ query: { id: '42', type: '0' } });
  });

  it('spec 7: order_type names the module when extra_param.module is absent', () => {
    expect(routePush(msg({ msg_type: 'APPROVAL', order_type: 'repair' }))).toMatchObject({ path: '/approvalProcess/approvalRepairDetail' });
  });

  it('spec 7: extra_param.module wins over order_type', () => {
    const message = msg({ msg_type: 'APPROVAL', order_type: 'x', extra_param: { module: 'space' } });
    expect(messageModule(message)).toBe('space');
  });

  it.each([
    ['car2', 'approvalCarDetail2'],
    ['privateCar', 'approvalPrivateCarDetail'],
    ['dorm', 'approvalDormDetail'],
    ['canteen', 'approvalCanteenDetail'],
    ['visit', 'approvalVisitDetail'],
    ['letOff', 'approvalLetOffDetail'],
    ['goods', 'approvalGoodsDetail'],
    ['outSubsidy', 'approvalOutSubsidyDetail'],
    ['carRepair', 'approvalCarRepairDetail'],
    ['space', 'approvalSpaceDetail'],
    ['forms', 'approvalFormsDetail'],
    ['staffRegister', 'approvalStaffRegisterDetail'],
    ['assetTransfer', 'approvalAssetTransferDetail'],
    ['survey', 'approvalSurveyDetail'],
    ['carOrder', 'approvalCarOrderDetail'],
  ])('spec 4: an approval message for module %s opens %s with type 0', (module, detail) => {
    expect(routePush(approval(module))).toEqual({ kind: 'navigate', path: `/approvalProcess/${detail}`, query: { id: '42', type: '0' } });
  });

  it('spec 4: every shared module has an approval detail', () => {
    expect([...tables.approval.byModule.keys()].sort()).toEqual(Object.values(PUSH_MODULES).sort());
  });

  it('spec 7: car3 approvals through APPROVAL stash {id, type} like the OFFICIAL_CAR3 ones', () => {
    expect(routePush(approval('car3'))).toMatchObject({ stash: { key: '_approvalCarOrderDetail3Data' } });
    expect(routePush(approval('car3Driving'))).toMatchObject({ stash: { key: '_approvalCar3DrivingData' } });
    // the trip variant of car order 3 shares its stash key
    expect(routePush(approval('car3Trip'))).toMatchObject({
      path: '/approvalProcess/approvalCarTripDetail3',
      stash: { key: '_approvalCarOrderDetail3Data' },
    });
  });

  it('spec 7: an approval message for an unknown module opens the approval list', () => {
    expect(routePush(approval('nope'))).toEqual({ kind: 'navigate', path: '/approvalProcess', query: {} });
    expect(routePush(msg({ msg_type: 'APPROVAL' }))).toEqual({ kind: 'navigate', path: '/approvalProcess', query: {} });
  });

  it('spec 7: a string msg_id keeps its type inside the stash', () => {
    expect(
      routePush({ ...approval('repair'), extras: { msg_type: 'APPROVAL', msg_id: 'a1', extra_param: { module: 'repair' } } }),
    ).toMatchObject({
      query: { id: 'a1' },
      stash: { value: '{"id":"a1","type":0}' },
    });
  });
});

describe('routePush: INSPECT (issue 39: rectifications, reform tasks and alarms open their detail)', () => {
  it.each([
    [INSPECT_PUSH.rectify, '/inspect/inspectRectify/inspectRectifyDetail'],
    [INSPECT_PUSH.reformSubmitted, '/saReformTaskList/saReformTaskDetail'],
    [INSPECT_PUSH.alarmEscalated, '/alarm/alarmDetail'],
  ])('%o opens %s with the id', (extra_param, path) => {
    expect(routePush(msg({ msg_type: PUSH_MSG_TYPES.inspect, extra_param }))).toEqual({ kind: 'navigate', path, query: { id: '42' } });
  });
});

describe('routePush: REPAIR and COMPANY_PROPERTY (spec 7)', () => {
  it('spec 7: REPAIR goes to repair details, stashing repairOrderId', () => {
    expect(routePush(msg({ msg_type: PUSH_MSG_TYPES.repair }))).toEqual({
      kind: 'navigate',
      path: '/saRepairOrderDetail',
      query: { id: '42' },
      stash: { key: 'repairOrderId', value: '42' },
    });
  });

  it('spec 7: a company property message for consume goes to the consume order detail', () => {
    expect(routePush(msg({ msg_type: 'COMPANY_PROPERTY', extra_param: { module: 'consume' } }))).toEqual({
      kind: 'navigate',
      path: '/consumeReceive/consumeOrderDetail',
      query: { id: '42' },
    });
  });

  it('spec 7: a company property message for pBorrow goes to the borrow detail, stashing _pBorrowOrderId', () => {
    expect(routePush(msg({ msg_type: 'COMPANY_PROPERTY', order_type: 'pBorrow' }))).toEqual({
      kind: 'navigate',
      path: '/pBorrow/pBorrowDetail',
      query: { id: '42' },
      stash: { key: '_pBorrowOrderId', value: '42' },
    });
  });

  it('spec 7: a company property message for another module goes nowhere', () => {
    expect(routePush(msg({ msg_type: 'COMPANY_PROPERTY', extra_param: { module: 'repair' } }))).toEqual({ kind: 'none' });
  });
});

describe('routePush: DORMITORY2 (spec 7)', () => {
  const dorm2 = (action_type?: string) =>
    msg({ msg_type: PUSH_MSG_TYPES.dormitory2, extra_param: action_type === undefined ? {} : { action_type } });

  it('spec 7: exchange goes to d2ApplyChange', () => {
    expect(routePush(dorm2(DORM2_ACTIONS.exchange))).toEqual({
      kind: 'navigate',
      path: '/d2Collective/d2ApplyChange',
      query: { id: '42' },
    });
  });

  it('spec 7: check-out goes to d2ApplyOut, stashing _d2OrderOutId', () => {
    expect(routePush(dorm2(DORM2_ACTIONS.checkOut))).toEqual({
      kind: 'navigate',
      path: '/d2Collective/d2ApplyOut',
      query: { id: '42' },
      stash: { key: '_d2OrderOutId', value: '42' },
    });
  });

  it('spec 7: clean order goes to d2CleanDetail, stashing _d2CleanOrderId', () => {
    expect(routePush(dorm2(DORM2_ACTIONS.cleanOrder))).toEqual({
      kind: 'navigate',
      path: '/d2Collective/d2CleanList/d2CleanDetail',
      query: { id: '42' },
      stash: { key: '_d2CleanOrderId', value: '42' },
    });
  });

  it('spec 7: fee list goes to d2Expense', () => {
    expect(routePush(dorm2(DORM2_ACTIONS.feeList))).toEqual({ kind: 'navigate', path: '/d2Collective/d2Expense', query: { id: '42' } });
  });

  it('spec 7: a dormitory2 message with no action shows an alert with the button 知道了', () => {
    expect(routePush(dorm2())).toEqual({ kind: 'alert', button: '知道了', title: '通知', content: '内容' });
    expect(routePush(msg({ msg_type: 'DORMITORY2' }))).toMatchObject({ kind: 'alert' });
  });

  it('spec 7: a dormitory2 message with an unknown action also shows the alert', () => {
    expect(routePush(dorm2('future_action'))).toMatchObject({ kind: 'alert', button: '知道了' });
  });
});

describe('routePush: OFFICIAL_CAR3 (spec 7)', () => {
  const car3 = (action_type: string) => msg({ msg_type: PUSH_MSG_TYPES.officialCar3, extra_param: { action_type } });

  it('spec 7: official car 3 approval opens approvalCarDetail3 with type 0, stashing _approvalCarOrderDetail3Data', () => {
    expect(routePush(car3(CAR3_ACTIONS.approval))).toEqual({
      kind: 'navigate',
      path: '/approvalProcess/approvalCarDetail3',
      query: { id: '42', type: '0' },
      stash: { key: '_approvalCarOrderDetail3Data', value: '{"id":42,"type":0}' },
    });
  });

  it('spec 7: self-driving approval opens approvalCarDrivingDetail3, stashing _approvalCar3DrivingData', () => {
    expect(routePush(car3(CAR3_ACTIONS.drivingApproval))).toEqual({
      kind: 'navigate',
      path: '/approvalProcess/approvalCarDrivingDetail3',
      query: { id: '42', type: '0' },
      stash: { key: '_approvalCar3DrivingData', value: '{"id":42,"type":0}' },
    });
  });

  it('spec 7: order opens carOrderDetailV3, stashing _officialCarOrderIdV3', () => {
    expect(routePush(car3(CAR3_ACTIONS.order))).toEqual({
      kind: 'navigate',
      path: '/applyCarV3/carOrderDetailV3',
      query: { id: '42' },
      stash: { key: '_officialCarOrderIdV3', value: '42' },
    });
  });

  it('spec 7: self-driving order opens carV3DrivingDetail, stashing _officialCarDrivingDataId', () => {
    expect(routePush(car3(CAR3_ACTIONS.drivingOrder))).toEqual({
      kind: 'navigate',
      path: '/applyCarV3/carV3DrivingDetail',
      query: { id: '42' },
      stash: { key: '_officialCarDrivingDataId', value: '42' },
    });
  });

  it("spec 7: a trip approval (module car3Trip) opens the trip variant's approval detail", () => {
    const trip = msg({ msg_type: PUSH_MSG_TYPES.officialCar3, extra_param: { module: 'car3Trip', action_type: CAR3_ACTIONS.approval } });
    expect(routePush(trip)).toMatchObject({ path: '/approvalProcess/approvalCarTripDetail3', query: { id: '42', type: '0' } });
  });

  it("spec 7: driver trip opens the trip's detail (start, finish, fees), stashing _officialCarOrderIdV3; a version 2 one carOderDetail", () => {
    expect(routePush(car3(CAR3_ACTIONS.driverTrip))).toEqual({
      kind: 'navigate',
      path: '/applyCarV3/carOrderDetailV3',
      query: { id: '42' },
      stash: { key: '_officialCarOrderIdV3', value: '42' },
    });
    const v2 = msg({ msg_type: PUSH_MSG_TYPES.officialCar3, extra_param: { module: 'car2', action_type: CAR3_ACTIONS.driverTrip } });
    expect(routePush(v2)).toEqual({ kind: 'navigate', path: '/applyCar/carOderDetail', query: { id: '42' } });
  });

  it('spec 7: an unknown official car 3 action goes nowhere', () => {
    expect(routePush(car3('other'))).toEqual({ kind: 'none' });
  });
});

describe('routePush: other messages (spec 7)', () => {
  it('issue 5: a new-notice message opens the notice detail', () => {
    expect(routePush(msg({ msg_type: PUSH_MSG_TYPES.notice }))).toEqual({
      kind: 'navigate',
      path: '/notice/noticeDetail',
      query: { id: '42' },
    });
  });

  it('issue 5: a reply to a leave word opens the leave-word list', () => {
    expect(routePush(msg({ msg_type: PUSH_MSG_TYPES.interact }))).toEqual({ kind: 'navigate', path: '/interact', query: { id: '42' } });
  });

  it('spec 7: an unknown msg_type goes nowhere', () => {
    expect(routePush(msg({ msg_type: 'SOMETHING_ELSE' }))).toEqual({ kind: 'none' });
  });
});

describe('presentPush (spec 7 push handling)', () => {
  it('spec 7: push is handled only when a token exists', () => {
    expect(presentPush(approval('repair'), false)).toEqual({ kind: 'ignore' });
  });

  it('spec 7 / spec 9: a routable message shows a confirm with 已阅 and 查看', () => {
    expect(presentPush(approval('repair'), true)).toEqual({
      kind: 'confirm',
      title: '通知',
      content: '内容',
      dismissText: '已阅',
      openText: '查看',
      onOpen: routePush(approval('repair')),
    });
  });

  it('spec 7: a dormitory2 message with no action shows the 知道了 alert', () => {
    expect(presentPush(msg({ msg_type: 'DORMITORY2' }), true)).toEqual({ kind: 'alert', title: '通知', content: '内容', button: '知道了' });
  });

  it('spec 7: a message with nowhere to go shows the 知道了 alert, never a dead 查看 button', () => {
    expect(presentPush(msg({ msg_type: 'UNKNOWN' }), true)).toMatchObject({ kind: 'alert', button: '知道了' });
  });
});

describe('pushPayloadError (spec 8)', () => {
  it("spec 8: a push payload with nonzero code alerts 'Push Error : {payload}'", () => {
    expect(pushPayloadError({ code: 1001, msg: 'init failed' })).toBe('Push Error : {"code":1001,"msg":"init failed"}');
  });

  it('spec 8: a push payload with code 0 is no error', () => {
    expect(pushPayloadError({ code: 0 })).toBeNull();
  });
});
