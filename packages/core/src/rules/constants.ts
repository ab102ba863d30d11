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
 * never rename them, or users lose their login on upgrade). The stash keys of
 * spec 3 (stashed order ids) belong to the families: see their manifests' stashKeys.
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
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
