/**
 * Which company a registration page registers with (the server scopes everything to it): the one
 * named in the address (`?company_id=`, a link or a QR code) when the bundle serves it, else the one
 * chosen last on these pages, else the signed-in or remembered company, else the bundle's default.
 * A bundle serving several companies (or all, the default bundle) shows a picker.
 */
export interface CompanyChoice {
  /** The address's company_id. */
  fromAddress: string | null;
  /** Chosen on a registration page earlier in this visit. */
  chosen: string | null;
  /** The session's or the stored company_id. */
  remembered: string | null;
  tenant: { defaultCompanyId: string | null; companyIds: readonly string[] };
}

const serves = (tenant: CompanyChoice['tenant'], id: string | null): id is string =>
  id !== null && id !== '' && (tenant.companyIds.length === 0 || tenant.companyIds.includes(id));

export function registerCompanyId(choice: CompanyChoice): string | null {
  for (const id of [choice.fromAddress, choice.chosen, choice.remembered]) if (serves(choice.tenant, id)) return id;
  return choice.tenant.defaultCompanyId;
}

/** One company: nothing to choose. */
export const choosesCompany = (tenant: CompanyChoice['tenant']): boolean => tenant.companyIds.length !== 1;

interface RegisterMemory {
  companyId: string | null;
  department: { id: string; name: string } | null;
  draft: Record<string, unknown>;
}
const memory: RegisterMemory = { companyId: null, department: null, draft: {} };

/** What the pages remember between themselves in this visit (staffRegister and its department picker). */
export const registerMemory: Readonly<RegisterMemory> = memory;

/** Another company: its departments differ, the chosen one is forgotten. */
export function rememberCompany(companyId: string): void {
  memory.companyId = companyId;
  memory.department = null;
}
export function rememberDepartment(department: { id: string; name: string }): void {
  memory.department = department;
  memory.draft = { ...memory.draft, department_id: department.id };
}
export function rememberDraft(values: Record<string, unknown>): void {
  memory.draft = { ...values };
}
/** The application was sent: nothing of it is kept. */
export function forgetDraft(): void {
  memory.draft = {};
  memory.department = null;
}

/** The same pages' links carry the company, so a reload or a shared link stays with it. */
export const withCompany = (path: string, companyId: string | null): string =>
  companyId === null ? path : `${path}${path.includes('?') ? '&' : '?'}company_id=${encodeURIComponent(companyId)}`;

/** The staff QR code's content: this bundle's quick registration, with the company and the invitation. */
export function invitationLink(currentHref: string, companyId: string, code: string): string {
  const base = currentHref.split('#')[0] ?? '';
  return `${base}#/staffApply/quickRegister?company_id=${encodeURIComponent(companyId)}&invite=${encodeURIComponent(code)}`;
}
