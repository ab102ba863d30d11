/** Business constants and limits of spec section 9. */
export const CHUNK_TIMEOUT_MS = 120_000;
export const DESIGN_WIDTH = 375;
export const DESIGN_REM = 10;
export const FONT_RETRY_MS = 100;
export const AUTH_FAIL_TOAST_DELAY_MS = 1500;
export const PERMISSION_RETRY_MS = 350;
export const TOAST_DELAY_MS = 100;
export const STARTUP_TOAST_MS = 2000;
export const BACK_TO_LOGIN_MS = 1500;
export const FOCUS_SCROLL_MS = 520;
export const NONCE_LENGTH = 16;
export const QR_DEFAULTS = { size: 256, fgColor: '#000000', bgColor: '#ffffff', level: 'H' } as const;

/**
 * Local-storage key names of spec section 3 (the names are the storage format:
 * never rename them, or users lose their login on upgrade).
 */
export const STORAGE_KEYS = {
  token: 'token',
  LXDZAuths: 'LXDZAuths',
  LXDZAppId: 'LXDZAppId',
  LXDZOpenid: 'LXDZOpenid',
  company_id: 'company_id',
  pathname: 'pathname',
  lnLoginType: 'lnLoginType',
  _skin_type: '_skin_type',
  _URL_p: '_URL_p',
  // Stashed order ids holding {id, type}.
  _approvalRepairDetailData: '_approvalRepairDetailData',
  _approvalPBorrowOrder: '_approvalPBorrowOrder',
  _approvalConsumeData: '_approvalConsumeData',
  _approvalCarOrderDetail3Data: '_approvalCarOrderDetail3Data',
  _approvalCar3DrivingData: '_approvalCar3DrivingData',
  // Stashed order ids holding a bare order id.
  repairOrderId: 'repairOrderId',
  _pBorrowOrderId: '_pBorrowOrderId',
  _d2ApplyInOrderId: '_d2ApplyInOrderId',
  _d2OrderOutId: '_d2OrderOutId',
  _d2CleanOrderId: '_d2CleanOrderId',
  _officialCarOrderIdV3: '_officialCarOrderIdV3',
  _officialCarDrivingDataId: '_officialCarDrivingDataId',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys whose value is the JSON of {id, type} (spec 3). */
export const STASHED_ORDER_KEYS = [
  STORAGE_KEYS._approvalRepairDetailData,
  STORAGE_KEYS._approvalPBorrowOrder,
  STORAGE_KEYS._approvalConsumeData,
  STORAGE_KEYS._approvalCarOrderDetail3Data,
  STORAGE_KEYS._approvalCar3DrivingData,
] as const;
export type StashedOrderStorageKey = (typeof STASHED_ORDER_KEYS)[number];

/** Keys whose value is a bare order id (spec 3). */
export const STASHED_ID_KEYS = [
  STORAGE_KEYS.repairOrderId,
  STORAGE_KEYS._pBorrowOrderId,
  STORAGE_KEYS._d2ApplyInOrderId,
  STORAGE_KEYS._d2OrderOutId,
  STORAGE_KEYS._d2CleanOrderId,
  STORAGE_KEYS._officialCarOrderIdV3,
  STORAGE_KEYS._officialCarDrivingDataId,
] as const;
export type StashedIdStorageKey = (typeof STASHED_ID_KEYS)[number];
export type StashStorageKey = StashedOrderStorageKey | StashedIdStorageKey;
