import { HostError, MSG_SCAN_EMPTY, showToast, whenHostReady, type ScanResult } from '@campus/core';

/** One scan's outcome: the classified code, or the words the user was shown. */
export type ScanOutcome = { ok: true; code: ScanResult } | { ok: false; message: string };

/**
 * One scan through the host bridge (issue 39: one scanner for every family). The bridge classifies
 * QR against barcode (spec 9: a code-128 prefix means barcode) and words its failures as spec 8 does:
 * where scanning works outside a supported host, 扫码获取信息失败 on an empty native result,
 * 无法调取钉钉扫码 when DingTalk fails. A failure is toasted and also returned for the screen to show.
 */
export async function scanWithHost(): Promise<ScanOutcome> {
  let message: string;
  try {
    const host = await whenHostReady();
    const code = await host.scan();
    if (code.value.trim() !== '') return { ok: true, code };
    message = MSG_SCAN_EMPTY;
  } catch (error) {
    message = error instanceof HostError ? error.message : MSG_SCAN_EMPTY;
  }
  void showToast(message);
  return { ok: false, message };
}
