import { eq } from 'drizzle-orm';
import { AI_DEFAULT_QUOTAS, type AiProviderKind, type AiSettings } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { aiSettings } from './schema.ts';

/** A company's provider and quotas, the defaults filled in (local, AI_DEFAULT_QUOTAS) where it set none. */
export interface CompanyAiSettings {
  kind: AiProviderKind;
  baseUrl: string;
  model: string;
  apiKey: string;
  perPersonDaily: number;
  perCompanyDaily: number;
  perGuestDeviceDaily: number;
  perCompanyGuestsDaily: number;
}

export const DEFAULT_AI_SETTINGS: CompanyAiSettings = {
  kind: 'local',
  baseUrl: '',
  model: '',
  apiKey: '',
  perPersonDaily: AI_DEFAULT_QUOTAS.perPersonDaily,
  perCompanyDaily: AI_DEFAULT_QUOTAS.perCompanyDaily,
  perGuestDeviceDaily: AI_DEFAULT_QUOTAS.perGuestDeviceDaily,
  perCompanyGuestsDaily: AI_DEFAULT_QUOTAS.perCompanyGuestsDaily,
};

export async function settingsOf(db: Database, companyId: string): Promise<CompanyAiSettings> {
  const [row] = await db.select().from(aiSettings).where(eq(aiSettings.companyId, companyId));
  if (!row) return DEFAULT_AI_SETTINGS;
  return {
    kind: row.kind === 'openai' ? 'openai' : 'local',
    baseUrl: row.baseUrl,
    model: row.model,
    apiKey: row.apiKey,
    perPersonDaily: row.perPersonDaily,
    perCompanyDaily: row.perCompanyDaily,
    perGuestDeviceDaily: row.perGuestDeviceDaily,
    perCompanyGuestsDaily: row.perCompanyGuestsDaily,
  };
}

/** The settings as the administrator reads them: the key only as "one is stored". */
export const settingsView = (s: CompanyAiSettings): AiSettings => ({
  kind: s.kind,
  base_url: s.baseUrl,
  model: s.model,
  has_api_key: s.apiKey !== '',
  per_person_daily: s.perPersonDaily,
  per_company_daily: s.perCompanyDaily,
  per_guest_device_daily: s.perGuestDeviceDaily,
  per_company_guests_daily: s.perCompanyGuestsDaily,
});
