import type { AiGuestIdentity } from '@campus/contracts';
import { localStore, tenantConfig } from '@campus/core';

/**
 * Who the guest assistant (aiUser, no login) is talking to. Spec 3 names no key for it, so the
 * module's own keys (prefix `_ai`) keep the device id, made once at random, and the guest token a
 * sign-up answers (per company) (lxdzAiRegister): the same device finds its conversations again.
 */
export const DEVICE_ID_KEY = '_aiDeviceId';
/** One guest account per company: the token is kept under the company's id. */
export const guestTokenKey = (companyId: string): string => `_aiGuestToken_${companyId}`;

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

function randomDeviceId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The device's id, made and kept on first use. */
export function deviceId(): string {
  const kept = localStore.getStashedId(DEVICE_ID_KEY);
  if (kept !== null && DEVICE_ID.test(kept)) return kept;
  const made = randomDeviceId();
  localStore.stashId(DEVICE_ID_KEY, made);
  return made;
}

export function guestToken(companyId: string): string | null {
  const kept = localStore.getStashedId(guestTokenKey(companyId));
  return kept === null || kept === '' ? null : kept;
}

export function keepGuestToken(companyId: string, token: string): void {
  localStore.stashId(guestTokenKey(companyId), token);
}

/**
 * The company the guest asks: `?companyId=` of the address, else the tenant's default company,
 * else the company the app last knew (company_id, spec 3), else the tenant's only company.
 */
export function guestCompanyId(fromAddress: string | null): string | null {
  const tenant = tenantConfig();
  const candidates = [
    fromAddress,
    tenant.defaultCompanyId,
    localStore.get('company_id'),
    tenant.companyIds.length === 1 ? tenant.companyIds[0] : null,
  ];
  return candidates.find((id): id is string => typeof id === 'string' && id.trim() !== '')?.trim() ?? null;
}

/** The identity the guest endpoints take. */
export function guestIdentity(companyId: string): AiGuestIdentity {
  const token = guestToken(companyId);
  return { company_id: companyId, device_id: deviceId(), ...(token === null ? {} : { guest_token: token }) };
}
