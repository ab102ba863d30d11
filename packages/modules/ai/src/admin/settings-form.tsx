import { aiMessages, aiSettingsUpdateSchema, type AiSettings } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { clearFieldErrors, FieldErrorText, schemaMessage, submitFailureMessage, type CheckableSchema } from '@campus/ui';
import { Button, Form, Input, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { saveSettings } from '../api.ts';
import { countOf, settingsUpdate, settingsValues, type SettingsValues } from './settings-values.ts';
import { ADMIN_TEXT } from './texts.ts';

const shape = aiSettingsUpdateSchema.shape;

/** A field's rule from a check giving its message, or null when the value is right. */
const check = (problem: (value: string) => string | null) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const message = problem((value ?? '').trim());
    if (message !== null) throw new Error(message);
  },
});

// the contract's rules in its own words (the address is a union: its message would be zod's)
const baseUrlRule = check((value) => (value !== '' && shape.base_url.safeParse(value).success ? null : aiMessages.badBaseUrl));
const modelRule = check((value) => (value === '' ? aiMessages.modelRequired : schemaMessage(shape.model, value)));
const countRule = (schema: CheckableSchema) => check((value) => schemaMessage(schema, countOf(value)));
/** The key: needed where none is stored; empty keeps the stored one. */
const apiKeyRule = (stored: boolean) =>
  check((value) => (value === '' ? (stored ? null : aiMessages.apiKeyRequired) : schemaMessage(shape.api_key, value)));

/**
 * 助手设置: the provider (本地助手, or an OpenAI-compatible endpoint: address, model, key) and the daily
 * quotas; PUT ai/settings/, the server's 400 errors on their fields. The key is write-only: empty keeps it.
 */
export function SettingsForm({ settings }: { settings: AiSettings }) {
  const [form] = Form.useForm<SettingsValues>();
  const [stored, setStored] = useState(settings);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const kind = Form.useWatch('kind', form) ?? settings.kind;

  const submit = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await saveSettings(settingsUpdate(form.getFieldsValue(true) as SettingsValues, stored));
      setStored(saved);
      form.setFieldsValue({ api_key: '' });
      void showToast(ADMIN_TEXT.saved, { icon: 'success' });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  /** The stored key taken off the server: back on the local assistant, which needs none. */
  const clearKey = async () => {
    if (!(await confirmDialog(ADMIN_TEXT.clearKeyConfirm, { confirmText: ADMIN_TEXT.clearKey }))) return;
    setBusy(true);
    setMessage(null);
    try {
      const values = { ...(form.getFieldsValue(true) as SettingsValues), kind: 'local' as const };
      const saved = await saveSettings({ ...settingsUpdate(values, stored), api_key: '' });
      setStored(saved);
      form.setFieldsValue({ kind: 'local', api_key: '' });
      void showToast(ADMIN_TEXT.keyCleared, { icon: 'success' });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      mode="card"
      initialValues={settingsValues(settings)}
      onValuesChange={(changed) => clearFieldErrors(form, changed)}
      onFinish={() => void submit()}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block type="submit" color="primary" size="large" loading={busy}>
            {ADMIN_TEXT.save}
          </Button>
          {stored.has_api_key && (
            <Button block fill="none" color="danger" disabled={busy} onClick={() => void clearKey()}>
              {ADMIN_TEXT.clearKey}
            </Button>
          )}
        </>
      }
    >
      <Form.Item name="kind" label={ADMIN_TEXT.kind}>
        <Radio.Group>
          <Space direction="vertical">
            <Radio value="local">{ADMIN_TEXT.kindLocal}</Radio>
            <Radio value="openai">{ADMIN_TEXT.kindOpenai}</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      {kind === 'local' ? (
        <Form.Item>{ADMIN_TEXT.kindLocalHint}</Form.Item>
      ) : (
        <>
          <Form.Item name="base_url" label={ADMIN_TEXT.baseUrl} rules={[baseUrlRule]}>
            <Input placeholder={ADMIN_TEXT.baseUrlPlaceholder} inputMode="url" autoComplete="off" />
          </Form.Item>
          <Form.Item name="model" label={ADMIN_TEXT.model} rules={[modelRule]}>
            <Input placeholder={ADMIN_TEXT.modelPlaceholder} autoComplete="off" />
          </Form.Item>
          <Form.Item name="api_key" label={ADMIN_TEXT.apiKey} rules={[apiKeyRule(stored.has_api_key)]}>
            <Input
              type="password"
              placeholder={stored.has_api_key ? ADMIN_TEXT.apiKeyKept : ADMIN_TEXT.apiKeyPlaceholder}
              autoComplete="new-password"
            />
          </Form.Item>
        </>
      )}
      <Form.Header>{ADMIN_TEXT.quotaHeader}</Form.Header>
      <Form.Item name="per_person_daily" label={ADMIN_TEXT.perPerson} rules={[countRule(shape.per_person_daily)]}>
        <Input inputMode="numeric" maxLength={5} />
      </Form.Item>
      <Form.Item name="per_company_daily" label={ADMIN_TEXT.perCompany} rules={[countRule(shape.per_company_daily)]}>
        <Input inputMode="numeric" maxLength={7} />
      </Form.Item>
      <Form.Item name="per_guest_device_daily" label={ADMIN_TEXT.perGuestDevice} rules={[countRule(shape.per_guest_device_daily.unwrap())]}>
        <Input inputMode="numeric" maxLength={4} />
      </Form.Item>
      <Form.Item
        name="per_company_guests_daily"
        label={ADMIN_TEXT.perCompanyGuests}
        description={ADMIN_TEXT.guestsHint}
        rules={[countRule(shape.per_company_guests_daily.unwrap())]}
      >
        <Input inputMode="numeric" maxLength={7} />
      </Form.Item>
    </Form>
  );
}
