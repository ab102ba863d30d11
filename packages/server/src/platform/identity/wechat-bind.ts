import { eq, isNull } from 'drizzle-orm';
import { specialLoginMessages as M } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { staff } from '../db/schema.ts';
import { inCompany } from '../db/scoped.ts';
import { pgCode } from '../db/pg-code.ts';
import { fieldError } from '../errors.ts';
import { isGuid } from '../crypto.ts';
import { isSignedP, type LoginSigner } from './login-signature.ts';
import { consumeCode, issueCode, type CodeSender } from './reset-codes.ts';
import { findStaffByOpenid, findStaffByPhone, type StaffWithCompany } from './staff.ts';

/**
 * Binding a WeChat openid to an account (issue 40, /bindPhone): a WeChat login that found no staff
 * (STAFF_WX_AUTH_FAIL) proves the openid with the signed `p` of the OAuth step (in demo mode a bare
 * openid with its company counts, as for the login); the account is proved by a one-time code sent
 * to its phone (the staff-keyed codes of reset-codes.ts, purpose bind_phone).
 */
export const BIND_PHONE_PURPOSE = 'bind_phone';

export interface WechatIdentity {
  openid: string;
  p?: string | undefined;
  company_id?: string | undefined;
}

/** The company the openid is proved for, or 400 {openid}: a `p` this server signed, else (demo mode) the given company. */
export function provenCompany(identity: WechatIdentity, policy: { demoMode: boolean; signer: LoginSigner }): string {
  const { openid, p, company_id: claimed } = identity;
  if (p !== undefined && p !== '' && isSignedP(p)) {
    const company = policy.signer.verify(p, openid);
    if (company !== null && (claimed === undefined || claimed === '' || claimed === company)) return company;
    throw fieldError('openid', M.wechatProofInvalid);
  }
  if (policy.demoMode && claimed !== undefined && isGuid(claimed)) return claimed;
  throw fieldError('openid', M.wechatProofInvalid);
}

/** Sends a bind code to the account of the phone, if there is one (the answer never says). */
export async function sendBindCode(db: Database, sender: CodeSender, companyId: string, phone: string, now: Date): Promise<void> {
  const row = await findStaffByPhone(db, companyId, phone);
  if (row) await issueCode(db, sender, row.staff, BIND_PHONE_PURPOSE, now);
}

/**
 * Binds the openid to the account of the phone with its code; answers the account to sign in.
 * The refusals that need no code come first (they cost no guess); then the code is used; then one
 * conditional update binds: `openid IS NULL` keeps an account to one openid, the unique index
 * (company, openid) an openid to one account, so of binds racing one wins.
 */
export async function bindWechat(
  db: Database,
  companyId: string,
  input: { openid: string; phone: string; code: string },
  now: Date,
): Promise<StaffWithCompany> {
  const row = await findStaffByPhone(db, companyId, input.phone);
  if (!row) throw fieldError('code', M.codeWrong);
  if (row.staff.openid === input.openid) {
    if (!(await consumeCode(db, row.staff, BIND_PHONE_PURPOSE, input.code, now))) throw fieldError('code', M.codeWrong);
    return row;
  }
  if (row.staff.openid !== null) throw fieldError('phone', M.accountHasWechat);
  if (await findStaffByOpenid(db, companyId, input.openid)) throw fieldError('openid', M.wechatHasAccount);
  if (!(await consumeCode(db, row.staff, BIND_PHONE_PURPOSE, input.code, now))) throw fieldError('code', M.codeWrong);
  let bound: { id: string }[];
  try {
    bound = await db
      .update(staff)
      .set({ openid: input.openid })
      .where(inCompany(staff, companyId, eq(staff.id, row.staff.id), isNull(staff.openid)))
      .returning({ id: staff.id });
  } catch (err) {
    if (pgCode(err) === '23505') throw fieldError('openid', M.wechatHasAccount);
    throw err;
  }
  if (bound.length === 0) throw fieldError('phone', M.accountHasWechat);
  return { ...row, staff: { ...row.staff, openid: input.openid } };
}
