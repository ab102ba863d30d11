import type { z } from 'zod';
import { apiErrorMessages as M, loginByCodeSchema, loginByOpenidSchema, loginByPasswordSchema } from '@campus/contracts';
import type { LoginByCode, LoginByOpenid, LoginByPassword } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { badRequest, staffWxAuthFail } from '../errors.ts';
import { isGuid, safeEqualHex, sha256Hex } from '../crypto.ts';
import { isSignedP, type LoginSigner } from './login-signature.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { findStaffByOpenid, findStaffByOpenidAnyCompany, findStaffByPhone, type StaffWithCompany } from './staff.ts';

export type LoginBody = LoginByPassword | LoginByCode | LoginByOpenid;

/** The form is chosen by its keys: phone/password -> password login; p -> code login; else {openid, company_id}. */
export function loginSchemaFor(raw: unknown): z.ZodType<LoginBody> {
  if (raw !== null && typeof raw === 'object') {
    if ('phone' in raw || 'password' in raw) return loginByPasswordSchema;
    if ('p' in raw) return loginByCodeSchema;
  }
  return loginByOpenidSchema;
}

export interface LoginPolicy {
  /** Demo mode: a bare {openid, company_id} and the stored demo login codes are accepted. */
  demoMode: boolean;
  signer: LoginSigner;
}

/**
 * Finds the staff for a login body, or throws the catalogue's error (never telling which part was
 * wrong). Outside demo mode an openid counts only with a `p` signed by this server after the WeChat
 * OAuth step (GET /wechat/oauth/): a bare openid proves nothing.
 */
export async function checkLogin(db: Database, body: LoginBody, policy: LoginPolicy): Promise<StaffWithCompany> {
  if ('password' in body) {
    const row = isGuid(body.company_id) ? await findStaffByPhone(db, body.company_id, body.phone) : undefined;
    if (!row) {
      await burnPasswordCheck();
      throw badRequest(M.badCredentials);
    }
    if (!(await verifyPassword(body.password, row.staff.passwordHash))) throw badRequest(M.badCredentials);
    return row;
  }
  if ('p' in body) {
    if (isSignedP(body.p)) {
      const companyId = policy.signer.verify(body.p, body.openid);
      const row = companyId ? await findStaffByOpenid(db, companyId, body.openid) : undefined;
      if (!row) throw staffWxAuthFail();
      return row;
    }
    if (!policy.demoMode) throw staffWxAuthFail();
    const hash = sha256Hex(body.p);
    const candidates = await findStaffByOpenidAnyCompany(db, body.openid);
    const row = candidates.find((c) => c.staff.loginCodeHash !== null && safeEqualHex(c.staff.loginCodeHash, hash));
    if (!row) throw staffWxAuthFail();
    return row;
  }
  if (!policy.demoMode) throw staffWxAuthFail();
  const row = isGuid(body.company_id) ? await findStaffByOpenid(db, body.company_id, body.openid) : undefined;
  if (!row) throw staffWxAuthFail();
  return row;
}
