import { failedResponse } from '@campus/ui';

/**
 * The failure with some field names of its 400 body renamed (the server's `amount_fen` is the
 * form's yuan field `amount`), so submitFailureMessage puts the message next to the right field.
 */
export function renameErrorFields(error: unknown, names: Readonly<Record<string, string>>): unknown {
  const response = failedResponse(error);
  if (response === null || typeof response.data !== 'object' || response.data === null || Array.isArray(response.data)) return error;
  const data = Object.fromEntries(Object.entries(response.data).map(([key, value]) => [names[key] ?? key, value]));
  return { response: { status: response.status, data } };
}
