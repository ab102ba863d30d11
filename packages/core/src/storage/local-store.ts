/**
 * Typed access to the local-storage keys of spec section 3. Every read and
 * write of local storage goes through here, so key names live in one place.
 */
import type { CompanyOption } from '@campus/contracts';

export interface UrlParamsRecord {
  openid: string;
  company_id: string;
  search: string;
  time: number;
}

export interface StashedOrder {
  id: string | number;
  type: string | number;
}

/**
 * Keys holding {id, type} for approval detail screens, and keys holding a bare
 * order id (spec 3). The families declare them (manifest stashKeys), so here
 * they are plain strings.
 */
export type StashedOrderKey = string;
export type StashedIdKey = string;

export type StringKey = 'token' | 'LXDZAppId' | 'LXDZOpenid' | 'company_id' | 'pathname' | 'lnLoginType' | '_skin_type' | '_skin_css';

function backing(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode in some WebViews)
  }
}

function readJson<T>(key: string): T | null {
  const raw = backing()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** The companies a login page offered last, per tenant type (`all`: the default bundle serves every company). */
export const companyOptionsKey = (type: string | null): string => `_companies_${type ?? 'all'}`;

export const localStore = {
  get(key: StringKey): string | null {
    return backing()?.getItem(key) ?? null;
  },
  set(key: StringKey, value: string): void {
    backing()?.setItem(key, value);
  },
  remove(key: StringKey | 'LXDZAuths' | '_URL_p' | StashedOrderKey): void {
    backing()?.removeItem(key);
  },
  /** LXDZAuths: the whole login response (spec 3). */
  getAuth<T extends object>(): T | null {
    return readJson<T>('LXDZAuths');
  },
  /** The raw LXDZAuths string, for presence checks at start-up. */
  getAuthRaw(): string | null {
    return backing()?.getItem('LXDZAuths') ?? null;
  },
  setAuth(auth: object): void {
    backing()?.setItem('LXDZAuths', JSON.stringify(auth));
  },
  getUrlParams(): UrlParamsRecord | null {
    return readJson<UrlParamsRecord>('_URL_p');
  },
  setUrlParams(value: UrlParamsRecord): void {
    backing()?.setItem('_URL_p', JSON.stringify(value));
  },
  getStashedOrder(key: StashedOrderKey): StashedOrder | null {
    return readJson<StashedOrder>(key);
  },
  stashOrder(key: StashedOrderKey, value: StashedOrder): void {
    backing()?.setItem(key, JSON.stringify(value));
  },
  getStashedId(key: StashedIdKey): string | null {
    return backing()?.getItem(key) ?? null;
  },
  stashId(key: StashedIdKey, id: string): void {
    backing()?.setItem(key, id);
  },
  /** The companies the login page offered last: shown at once on the next visit while the list loads again. */
  getCompanyOptions(type: string | null): CompanyOption[] | null {
    const list = readJson<unknown>(companyOptionsKey(type));
    return Array.isArray(list) ? (list as CompanyOption[]) : null;
  },
  setCompanyOptions(type: string | null, list: CompanyOption[]): void {
    backing()?.setItem(companyOptionsKey(type), JSON.stringify(list));
  },
  /** Clears the login state: token and auth (spec 4 "clear the login state"). */
  clearLogin(): void {
    this.remove('token');
    this.remove('LXDZAuths');
  },
};
