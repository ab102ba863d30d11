import { createHmac, randomBytes } from 'node:crypto';
import { safeEqualHex } from './crypto.ts';

const DAY_S = 24 * 60 * 60;
const VERSION = 'p1';

/** A signed picture address's parts (the query of `files.picture`). */
export interface PictureLink {
  company: string;
  exp: string;
  sig: string;
}

/**
 * Signed addresses of company-wide pictures (home banners), so an <img> or index.html's preload can
 * load them without the caller's token. The expiry is the end of the day after tomorrow's start
 * (UTC), so one picture keeps one address for a day: the browser's cache and the address the home
 * screen remembers for its first paint stay valid for one to two days.
 *
 * The key is FILE_LINK_SECRET, else derived from LOGIN_SIGNING_SECRET (instances behind one load
 * balancer share it already), else random per process (links then die with the process: the home
 * screen asks for new ones on its next visit).
 */
export class PictureLinks {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => Date,
  ) {}

  static withSecrets(
    fileLinkSecret: string | null | undefined,
    loginSigningSecret: string | null | undefined,
    now: () => Date,
  ): PictureLinks {
    if (fileLinkSecret) return new PictureLinks(Buffer.from(fileLinkSecret, 'utf8'), now);
    if (loginSigningSecret) return new PictureLinks(createHmac('sha256', loginSigningSecret).update('picture-links').digest(), now);
    return new PictureLinks(randomBytes(32), now);
  }

  sign(companyId: string, fileId: string): PictureLink {
    const exp = String((Math.floor(this.now().getTime() / 1000 / DAY_S) + 2) * DAY_S);
    return { company: companyId, exp, sig: this.mac(companyId, fileId, exp) };
  }

  /** Whether the link is genuine for this file and not expired. */
  verify(fileId: string, link: PictureLink): boolean {
    if (Number(link.exp) * 1000 <= this.now().getTime()) return false;
    return safeEqualHex(link.sig, this.mac(link.company, fileId, link.exp));
  }

  private mac(companyId: string, fileId: string, exp: string): string {
    return createHmac('sha256', this.key).update(`${VERSION}|${companyId}|${fileId}|${exp}`).digest('hex');
  }
}
