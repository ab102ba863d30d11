/**
 * Company rules of spec sections 3 and 6: private companies and the skin of the
 * logged-in user's company.
 */

/** Company type that counts as private (spec 6). */
export const PRIVATE_COMPANY_TYPE = 'ln';
/** Company ids of private-company mode start with this letter (spec 4 step 3, spec 6, spec 8). */
export const PRIVATE_COMPANY_ID_PREFIX = 'b';

/** True for a company id starting with b: private-company mode and the ErrorCode：001 auth message. */
export function isPrivateCompanyId(id: string | null | undefined): boolean {
  return typeof id === 'string' && id.startsWith(PRIVATE_COMPANY_ID_PREFIX);
}

/** True for a company of type ln (spec 6: "counts as private"). */
export function isPrivateCompanyType(type: string | null | undefined): boolean {
  return type === PRIVATE_COMPANY_TYPE;
}

/** Online/offline toasts are suppressed for private (ln) companies (spec 6). */
export function suppressNetworkToasts(type: string | null | undefined): boolean {
  return isPrivateCompanyType(type);
}

/** The skin-relevant part of a company record (spec 3, "Company skin record"). */
export interface SkinSource {
  type: string;
  mainColor: string | null;
  assetDir: string | null;
}

export interface ResolvedSkin {
  /** Company type whose skin applies; null: no company and no bundle default. */
  type: string | null;
  /** Primary colour; null means the default theme's colour. */
  primaryColor: string | null;
  /** Folder of the company's logo and backgrounds, e.g. '/ln/lnAssets/'; null: the bundle's own assets. */
  assetBase: string | null;
  /** The type's theme file, e.g. '/sa/theme.css'; null when there is no type. */
  themeHref: string | null;
}

/**
 * The skin to show (spec 6: "Skin depends on the company of the logged-in user").
 * The logged-in company wins; without one, the bundle's defaults apply. Only ln
 * and sa carry a colour and an asset directory; the other types get the default
 * colour and the bundle's assets, but still their own theme file.
 */
export function resolveSkin(company: SkinSource | null, defaults: SkinSource | null): ResolvedSkin {
  const source = company ?? defaults;
  if (source === null) return { type: null, primaryColor: null, assetBase: null, themeHref: null };
  return {
    type: source.type,
    primaryColor: source.mainColor,
    assetBase: source.assetDir ? `/${source.type}/${source.assetDir}/` : null,
    themeHref: `/${source.type}/theme.css`,
  };
}
