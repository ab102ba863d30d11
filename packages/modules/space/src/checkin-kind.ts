import { SPACE_CHECKIN_QR_PREFIX } from '@campus/contracts';
import type { ScanKind } from '@campus/core/routing';

/** The address that checks the caller in with a scanned code (SpaceHomeScreen takes it over). */
export const CHECKIN_PARAM = 'checkin';

/**
 * A space's or seat's check-in QR ('campus-space:<company>:<code>'), scanned with the hub's own
 * scanner (/scanCode, the 扫码签到 menu entry): /space checks the caller in with it.
 */
export const spaceCheckinKind: ScanKind = {
  kind: 'spaceCheckin',
  label: '场地签到码',
  matches: (code) => code.type === 'qrcode' && code.value.trim().startsWith(SPACE_CHECKIN_QR_PREFIX),
  open: (code) => `/space?${CHECKIN_PARAM}=${encodeURIComponent(code.value.trim())}`,
};
