import { applyServerErrors } from './form-helpers.tsx';
import { loadErrorText } from './load-states.tsx';
import type { FormInstance } from 'antd-mobile/es/components/form';

/** The HTTP answer a failed call carried (axios errors), or null for a failure without one. */
export interface FailedResponse {
  status: number;
  data: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function failedResponse(error: unknown): FailedResponse | null {
  if (!isRecord(error) || !isRecord(error.response)) return null;
  const { status, data } = error.response;
  return typeof status === 'number' ? { status, data } : null;
}

/**
 * What a failed form submission shows: a 4xx answer goes onto the form's fields
 * (the typed values stay) and its stand-alone message is returned; anything else
 * gives the load-error wording.
 */
export function submitFailureMessage(form: FormInstance, error: unknown): string | null {
  const response = failedResponse(error);
  return response !== null && response.status < 500 ? applyServerErrors(form, response.data) : loadErrorText(error);
}
