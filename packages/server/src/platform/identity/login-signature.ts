import { createHmac, randomBytes } from 'node:crypto';
import { isGuid, safeEqualHex } from '../crypto.ts';

export const SIGNED_P_TTL_MS = 5 * 60 * 1000;
const VERSION = 's1';

/**
 * Signed login codes `p` for the spec's {p, openid} login: `s1.<company id>.<expiry>.<hmac>`, the
 * HMAC-SHA256 of version, company, openid and expiry under the server's secret. Issued only after
 * the WeChat OAuth step proved the openid, so a bare openid is never enough outside demo mode.
 * Instances behind one load balancer share LOGIN_SIGNING_SECRET.
 */
export class LoginSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => Date,
    private readonly ttlMs = SIGNED_P_TTL_MS,
  ) {}

  static withSecret(secret: string | undefined, now: () => Date): LoginSigner {
    return new LoginSigner(secret ? Buffer.from(secret, 'utf8') : randomBytes(32), now);
  }

  sign(companyId: string, openid: string): { p: string; expiresIn: number } {
    const expires = this.now().getTime() + this.ttlMs;
    const exp = expires.toString(36);
    return { p: `${VERSION}.${companyId}.${exp}.${this.mac(companyId, openid, exp)}`, expiresIn: Math.floor(this.ttlMs / 1000) };
  }

  /** The company the code was issued for, when it is genuine, for this openid and not expired; else null. */
  verify(p: string, openid: string): string | null {
    const parts = p.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) return null;
    const [, companyId = '', exp = '', mac = ''] = parts;
    if (!isGuid(companyId) || !/^[0-9a-z]{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(mac)) return null;
    if (parseInt(exp, 36) <= this.now().getTime()) return null;
    return safeEqualHex(mac, this.mac(companyId, openid, exp)) ? companyId : null;
  }

  private mac(companyId: string, openid: string, exp: string): string {
    return createHmac('sha256', this.secret).update(`${VERSION}|${companyId}|${openid}|${exp}`).digest('hex');
  }
}

/** True when a `p` has the signed shape (then only the signature decides; no other login-code path). */
export const isSignedP = (p: string): boolean => p.startsWith(`${VERSION}.`);
