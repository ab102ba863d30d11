import { failedResponse, loadErrorText, readServerErrors } from '@campus/ui';

/**
 * The words of a refused call, for a screen that shows them in place (the gate's result, a pass
 * page): a 4xx answer's own message or its first field message (400 {qr: ['该通行码已使用']}),
 * else the load-error wording.
 */
export function refusalText(error: unknown): string {
  const response = failedResponse(error);
  if (response !== null && response.status < 500) {
    const { fields, message } = readServerErrors(response.data);
    const first = message ?? fields[0]?.errors[0];
    if (first) return first;
  }
  return loadErrorText(error);
}
