import { authEndpoints } from '@campus/contracts';
import { apiCall } from '@campus/core';

export interface ResetRequest {
  phone: string;
  companyId: string;
  code: string;
  newPassword: string;
}

/** Asks the server to send a code (the answer never says whether the phone exists). Failures are the caller's to show. */
export async function requestResetCode(phone: string, companyId: string): Promise<string> {
  const { detail } = await apiCall(authEndpoints.sendResetCode, { body: { phone, company_id: companyId }, silent: true });
  return detail;
}

export async function resetPassword(request: ResetRequest): Promise<string> {
  const body = { phone: request.phone, company_id: request.companyId, code: request.code, new_password: request.newPassword };
  const { detail } = await apiCall(authEndpoints.resetPassword, { body, silent: true });
  return detail;
}
