import { CODE_128_PREFIX, currentHost, HostError, MSG_SCAN_EMPTY, scanUnsupportedMessage, showToast, type ScanResult } from '@campus/core';

/**
 * The host app's scanner (native shell, WeChat, DingTalk), as the goods screens read it: the result
 * as the server's search takes it back (spec 9: a Code-128 barcode keeps its 'CODE_128,' prefix,
 * anything else is QR content as it is), or null after the spec 8 toast when there is none.
 */
export async function scanCode(): Promise<string | null> {
  const host = currentHost();
  if (!host) {
    void showToast(scanUnsupportedMessage());
    return null;
  }
  try {
    const result = await host.scan();
    if (result.value.trim() === '') throw new HostError(MSG_SCAN_EMPTY);
    return scanQuery(result);
  } catch (error) {
    void showToast(error instanceof HostError ? error.message : MSG_SCAN_EMPTY);
    return null;
  }
}

/** A classified scan back to what the goods endpoints read ('CODE_128,<value>' for a barcode). */
export function scanQuery(result: ScanResult): string {
  return result.type === 'barcode' ? `${CODE_128_PREFIX}${result.value}` : result.value;
}
