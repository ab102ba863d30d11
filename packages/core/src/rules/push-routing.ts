import {
  CAR3_ACTIONS,
  DORM2_ACTIONS,
  PUSH_MODULES,
  PUSH_MSG_TYPES,
  type PushMessage,
  type PushModule,
} from '@campus/contracts';
import { STORAGE_KEYS, type StashStorageKey } from './constants.ts';
import { ALERT_OK, PUSH_DISMISS, PUSH_OPEN, pushError } from './messages.ts';

/**
 * Push to screen (spec 4 "Push to screen", spec 7 "Push handling"). The message
 * kinds are the shared constants of @campus/contracts (push-kinds.ts).
 */

export interface PushStash {
  key: StashStorageKey;
  /** The value to store: JSON of {id, type} for the approval keys, the bare id otherwise. */
  value: string;
}

export type PushAction =
  | { kind: 'navigate'; path: string; query: Record<string, string>; stash?: PushStash }
  | { kind: 'alert'; button: string; title: string; content: string }
  | { kind: 'none' };

/** Approval-type messages open their approval detail with type 0 (spec 4). */
export const APPROVAL_DETAIL_TYPE = 0;
export const APPROVAL_BASE_PATH = '/approvalProcess';

/** Module of an approval message -> its approval detail screen (a child of /approvalProcess). */
export const APPROVAL_DETAIL_BY_MODULE: Readonly<Record<PushModule, string>> = {
  [PUSH_MODULES.repair]: 'approvalRepairDetail',
  [PUSH_MODULES.pBorrow]: 'approvalPBorrowDetail',
  [PUSH_MODULES.consume]: 'approvalConsumeDetail',
  [PUSH_MODULES.goodsSuite]: 'approvalGoodsSuiteDetail',
  [PUSH_MODULES.dormitory2]: 'approvalDorm2Detail',
  [PUSH_MODULES.car2]: 'approvalCarDetail2',
  [PUSH_MODULES.car3]: 'approvalCarDetail3',
  [PUSH_MODULES.car3Trip]: 'approvalCarTripDetail3',
  [PUSH_MODULES.car3Driving]: 'approvalCarDrivingDetail3',
  [PUSH_MODULES.carOrder]: 'approvalCarOrderDetail',
  [PUSH_MODULES.privateCar]: 'approvalPrivateCarDetail',
  [PUSH_MODULES.dorm]: 'approvalDormDetail',
  [PUSH_MODULES.canteen]: 'approvalCanteenDetail',
  [PUSH_MODULES.visit]: 'approvalVisitDetail',
  [PUSH_MODULES.letOff]: 'approvalLetOffDetail',
  [PUSH_MODULES.goods]: 'approvalGoodsDetail',
  [PUSH_MODULES.outSubsidy]: 'approvalOutSubsidyDetail',
  [PUSH_MODULES.carRepair]: 'approvalCarRepairDetail',
  [PUSH_MODULES.space]: 'approvalSpaceDetail',
  [PUSH_MODULES.forms]: 'approvalFormsDetail',
  [PUSH_MODULES.staffRegister]: 'approvalStaffRegisterDetail',
  [PUSH_MODULES.assetTransfer]: 'approvalAssetTransferDetail',
  [PUSH_MODULES.survey]: 'approvalSurveyDetail',
};

/** Approval details whose screen reads {id, type} from a stash key (spec 3). */
export const APPROVAL_STASH_BY_MODULE: Readonly<Partial<Record<PushModule, StashStorageKey>>> = {
  [PUSH_MODULES.repair]: STORAGE_KEYS._approvalRepairDetailData,
  [PUSH_MODULES.pBorrow]: STORAGE_KEYS._approvalPBorrowOrder,
  [PUSH_MODULES.consume]: STORAGE_KEYS._approvalConsumeData,
  [PUSH_MODULES.car3]: STORAGE_KEYS._approvalCarOrderDetail3Data,
  [PUSH_MODULES.car3Driving]: STORAGE_KEYS._approvalCar3DrivingData,
};

/** Screen paths the non-approval messages open. */
export const PUSH_PATHS = {
  repairDetail: '/saRepairOrderDetail',
  consumeOrderDetail: '/consumeReceive/consumeOrderDetail',
  pBorrowDetail: '/pBorrow/pBorrowDetail',
  d2ApplyChange: '/d2Collective/d2ApplyChange',
  d2ApplyOut: '/d2Collective/d2ApplyOut',
  d2CleanDetail: '/d2Collective/d2CleanList/d2CleanDetail',
  d2Expense: '/d2Collective/d2Expense',
  car3OrderDetail: '/applyCarV3/carOrderDetailV3',
  car3DrivingDetail: '/applyCarV3/carV3DrivingDetail',
  car3DriverTrip: '/orderDetailCar3',
  noticeDetail: '/notice/noticeDetail',
  interact: '/interact',
} as const;

function isPushModule(value: string): value is PushModule {
  return Object.hasOwn(APPROVAL_DETAIL_BY_MODULE, value);
}

/** The module a message is about: extra_param.module, else order_type. */
export function messageModule(message: PushMessage): string | undefined {
  return message.extras.extra_param?.module ?? message.extras.order_type;
}

function stashId(key: StashStorageKey, id: string): PushStash {
  return { key, value: id };
}

/** An approval detail with type 0: id and type in the query, plus the {id, type} stash where the screen uses one. */
function approvalAction(module: PushModule, message: PushMessage): PushAction {
  const id = message.extras.msg_id;
  const query: Record<string, string> = { id: String(id), type: String(APPROVAL_DETAIL_TYPE) };
  if (module === PUSH_MODULES.dormitory2 && message.extras.order_type !== undefined) {
    query.order_type = message.extras.order_type;
  }
  const action: PushAction = { kind: 'navigate', path: `${APPROVAL_BASE_PATH}/${APPROVAL_DETAIL_BY_MODULE[module]}`, query };
  const key = APPROVAL_STASH_BY_MODULE[module];
  if (key !== undefined) action.stash = { key, value: JSON.stringify({ id, type: APPROVAL_DETAIL_TYPE }) };
  return action;
}

function navigate(path: string, id: string, stash?: PushStash): PushAction {
  return stash === undefined ? { kind: 'navigate', path, query: { id } } : { kind: 'navigate', path, query: { id }, stash };
}

function infoAlert(message: PushMessage): PushAction {
  return { kind: 'alert', button: ALERT_OK, title: message.title, content: message.content };
}

/**
 * Where "查看" on a push message leads (spec 7 routing table). Every navigation
 * carries the order id as `id` in the query; detail screens that read a stash
 * key (spec 3) get it stashed as well, so a reload of the screen still works.
 *
 * - APPROVAL: the module's approval detail with type 0 (dormitory2 also passes
 *   order_type); an unknown module opens the approval list /approvalProcess.
 * - REPAIR: /saRepairOrderDetail (stash repairOrderId).
 * - COMPANY_PROPERTY: consume -> consume order detail, pBorrow -> borrow detail
 *   (stash _pBorrowOrderId); other modules: none.
 * - DORMITORY2: exchange, check-out (stash _d2OrderOutId), clean order (stash
 *   _d2CleanOrderId), fee list; no action, or an action this client does not
 *   know, shows the information alert with 知道了.
 * - OFFICIAL_CAR3: approval and self-driving approval open their approval
 *   detail; order and self-driving order open the applicant's detail (stash
 *   _officialCarOrderIdV3 / _officialCarDrivingDataId); driver trip opens
 *   /orderDetailCar3; an unknown action: none.
 * - NOTICE: the notice's detail.
 * - INTERACT (a reply to a leave word): the leave-word list.
 * - Any other msg_type: none.
 */
export function routePush(message: PushMessage): PushAction {
  const { msg_type: type, msg_id: rawId } = message.extras;
  const id = String(rawId);
  const module = messageModule(message);
  const action = message.extras.extra_param?.action_type;

  switch (type) {
    case PUSH_MSG_TYPES.approval:
      return module !== undefined && isPushModule(module)
        ? approvalAction(module, message)
        : { kind: 'navigate', path: APPROVAL_BASE_PATH, query: {} };
    case PUSH_MSG_TYPES.repair:
      return navigate(PUSH_PATHS.repairDetail, id, stashId(STORAGE_KEYS.repairOrderId, id));
    case PUSH_MSG_TYPES.companyProperty:
      if (module === PUSH_MODULES.consume) return navigate(PUSH_PATHS.consumeOrderDetail, id);
      if (module === PUSH_MODULES.pBorrow) return navigate(PUSH_PATHS.pBorrowDetail, id, stashId(STORAGE_KEYS._pBorrowOrderId, id));
      return { kind: 'none' };
    case PUSH_MSG_TYPES.dormitory2:
      switch (action) {
        case DORM2_ACTIONS.exchange:
          return navigate(PUSH_PATHS.d2ApplyChange, id);
        case DORM2_ACTIONS.checkOut:
          return navigate(PUSH_PATHS.d2ApplyOut, id, stashId(STORAGE_KEYS._d2OrderOutId, id));
        case DORM2_ACTIONS.cleanOrder:
          return navigate(PUSH_PATHS.d2CleanDetail, id, stashId(STORAGE_KEYS._d2CleanOrderId, id));
        case DORM2_ACTIONS.feeList:
          return navigate(PUSH_PATHS.d2Expense, id);
        default:
          return infoAlert(message);
      }
    case PUSH_MSG_TYPES.officialCar3:
      switch (action) {
        case CAR3_ACTIONS.approval:
          return approvalAction(PUSH_MODULES.car3, message);
        case CAR3_ACTIONS.drivingApproval:
          return approvalAction(PUSH_MODULES.car3Driving, message);
        case CAR3_ACTIONS.order:
          return navigate(PUSH_PATHS.car3OrderDetail, id, stashId(STORAGE_KEYS._officialCarOrderIdV3, id));
        case CAR3_ACTIONS.drivingOrder:
          return navigate(PUSH_PATHS.car3DrivingDetail, id, stashId(STORAGE_KEYS._officialCarDrivingDataId, id));
        case CAR3_ACTIONS.driverTrip:
          return navigate(PUSH_PATHS.car3DriverTrip, id);
        default:
          return { kind: 'none' };
      }
    case PUSH_MSG_TYPES.notice:
      return navigate(PUSH_PATHS.noticeDetail, id);
    case PUSH_MSG_TYPES.interact:
      return navigate(PUSH_PATHS.interact, id);
    default:
      return { kind: 'none' };
  }
}

export type PushPresentation =
  | { kind: 'ignore' }
  | { kind: 'confirm'; title: string; content: string; dismissText: string; openText: string; onOpen: Extract<PushAction, { kind: 'navigate' }> }
  | { kind: 'alert'; title: string; content: string; button: string };

/**
 * How a received push message is shown (spec 7): only when a token exists; a
 * confirm dialog with 已阅 / 查看 when there is a screen to open. A message with
 * nothing to open (a dormitory2 notice, or a kind this client does not route)
 * gets the alert with 知道了 instead, so 查看 never does nothing.
 */
export function presentPush(message: PushMessage, hasToken: boolean): PushPresentation {
  if (!hasToken) return { kind: 'ignore' };
  const action = routePush(message);
  if (action.kind === 'navigate') {
    return { kind: 'confirm', title: message.title, content: message.content, dismissText: PUSH_DISMISS, openText: PUSH_OPEN, onOpen: action };
  }
  return { kind: 'alert', title: message.title, content: message.content, button: ALERT_OK };
}

/** Spec 8: a push payload with a nonzero code alerts 'Push Error : {payload as JSON}'; null when code is 0. */
export function pushPayloadError(payload: { code: number } & Record<string, unknown>): string | null {
  return payload.code === 0 ? null : pushError(JSON.stringify(payload));
}
