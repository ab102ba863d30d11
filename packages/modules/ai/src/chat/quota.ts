import type { AiGuestQuota, AiQuota } from '@campus/contracts';
import { TEXT } from '../texts.ts';

/** Questions left today: the smaller of the person's and the company's. */
export function questionsLeft(quota: AiQuota): number {
  return Math.max(0, Math.min(quota.person.left, quota.company.left));
}

/** Why the box is closed today, or null while questions are left (the person's quota is named first). */
export function quotaClosedReason(quota: AiQuota | undefined): string | null {
  if (quota === undefined) return null;
  if (quota.person.left <= 0) return TEXT.personQuotaUsed;
  if (quota.company.left <= 0) return TEXT.companyQuotaUsed;
  return null;
}

/** A guest's questions left today: the smaller of the device's and the company's guests'. */
export function guestQuestionsLeft(quota: AiGuestQuota): number {
  return Math.max(0, Math.min(quota.device.left, quota.company.left));
}

/** Why a guest's box is closed today, or null while questions are left (the device's quota named first). */
export function guestQuotaClosedReason(quota: AiGuestQuota | undefined): string | null {
  if (quota === undefined) return null;
  if (quota.device.left <= 0) return TEXT.guestDeviceQuotaUsed;
  if (quota.company.left <= 0) return TEXT.guestsQuotaUsed;
  return null;
}
