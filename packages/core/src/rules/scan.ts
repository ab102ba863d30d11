import { MSG_SCAN_UNSUPPORTED } from './messages.ts';

/**
 * Scan results (spec 9: "Scan types: QR and barcode (a code-128 prefix is
 * treated as barcode)").
 *
 * Assumption: the hosts report a barcode as '<FORMAT>,<value>' — WeChat's
 * scanQRCode answers 'CODE_128,6901234567892' — so the prefix is exactly
 * 'CODE_128,' (upper case, with the comma) and is removed from the value.
 * Anything else, commas included, is QR content and is kept as it is.
 */
export const CODE_128_PREFIX = 'CODE_128,';

export type ScanType = 'qrcode' | 'barcode';

export interface ScanResult {
  type: ScanType;
  value: string;
}

export function classifyScan(result: string): ScanResult {
  return result.startsWith(CODE_128_PREFIX)
    ? { type: 'barcode', value: result.slice(CODE_128_PREFIX.length) }
    : { type: 'qrcode', value: result };
}

/** A native scan with an empty result shows '扫码获取信息失败' (spec 8). */
export function isEmptyScan(result: string | null | undefined): boolean {
  return result === null || result === undefined || result.trim() === '';
}

/** The toast for a scan outside DingTalk, the WeChat official account and the native app (spec 8). */
export function scanUnsupportedMessage(): string {
  return MSG_SCAN_UNSUPPORTED;
}
