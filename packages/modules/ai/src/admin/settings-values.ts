import type { AiProviderKind, AiSettings, AiSettingsUpdate } from '@campus/contracts';

/** The 助手设置 form's values (inputs hold text; the quotas become numbers when sent). */
export interface SettingsValues {
  kind: AiProviderKind;
  base_url: string;
  model: string;
  /** Empty keeps the stored key (the contract: an omitted api_key keeps it). */
  api_key: string;
  per_person_daily: string;
  per_company_daily: string;
  per_guest_device_daily: string;
  per_company_guests_daily: string;
}

export function settingsValues(settings: AiSettings): SettingsValues {
  return {
    kind: settings.kind,
    base_url: settings.base_url,
    model: settings.model,
    api_key: '',
    per_person_daily: String(settings.per_person_daily),
    per_company_daily: String(settings.per_company_daily),
    per_guest_device_daily: String(settings.per_guest_device_daily),
    per_company_guests_daily: String(settings.per_company_guests_daily),
  };
}

/** A typed count: '' is no count (the schema's 请输入… message), anything else its number (NaN is refused too). */
export const countOf = (text: string | undefined): number | undefined =>
  text === undefined || text.trim() === '' ? undefined : Number(text);

/**
 * The PUT body. Back on the local assistant the stored endpoint stays as it was (switching back to
 * the compatible one later needs no retyping), whatever was typed in the hidden fields.
 */
export function settingsUpdate(values: SettingsValues, stored: AiSettings): AiSettingsUpdate {
  const openai = values.kind === 'openai';
  const key = values.api_key.trim();
  return {
    kind: values.kind,
    base_url: openai ? values.base_url.trim() : stored.base_url,
    model: openai ? values.model.trim() : stored.model,
    ...(openai && key !== '' ? { api_key: key } : {}),
    per_person_daily: countOf(values.per_person_daily) ?? Number.NaN,
    per_company_daily: countOf(values.per_company_daily) ?? Number.NaN,
    per_guest_device_daily: countOf(values.per_guest_device_daily) ?? Number.NaN,
    per_company_guests_daily: countOf(values.per_company_guests_daily) ?? Number.NaN,
  };
}
