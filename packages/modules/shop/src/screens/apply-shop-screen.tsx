/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { SHOP_KIND_LABELS, SHOP_KINDS, mobileSchema, textField, type FileRef, type ShopKind } from '@campus/contracts';
import { showToast, useRouteHandle } from '@campus/core';
import { AttachmentUploader, FieldErrorText, PageFrame, clearFieldErrors, schemaRule, submitFailureMessage, useLoader } from '@campus/ui';
import { Button, Form, Input, List, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { applyShop, fetchApplications } from '../api.ts';
import { ApplicationCard } from '../components/application-card.tsx';
import { useManage } from '../hooks.ts';
import { PATHS } from '../paths.ts';
import { TEXT } from '../texts.ts';

const styles = {
  intro: css({ padding: '12px 16px 0', color: 'var(--adm-color-text-secondary)', fontSize: 14 }),
  heading: css({ fontSize: 15, fontWeight: 600, margin: '16px 16px 0' }),
};

interface ApplyValues {
  name?: string;
  kind?: ShopKind[];
  intro?: string;
  contact_phone?: string;
  address?: string;
  attachments?: FileRef[];
}

/** /applyShop: apply to open a shop (its licences attached); the admin approves it on the workflow. */
export default function ApplyShopScreen() {
  const title = useRouteHandle()?.title ?? TEXT.entries.apply;
  const navigate = useNavigate();
  const manage = useManage();
  const mine = useLoader(() => fetchApplications(1, 20, 'mine'), []);
  const [form] = Form.useForm<ApplyValues>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const pending = mine.data?.results.some((a) => a.status === 10) ?? false;

  const submit = async (v: ApplyValues) => {
    setBusy(true);
    setMessage(null);
    try {
      await applyShop({
        name: v.name ?? '',
        kind: v.kind?.[0] ?? 'retail',
        intro: v.intro ?? '',
        contact_phone: v.contact_phone ?? '',
        address: v.address ?? '',
        attachments: (v.attachments ?? []).map((f) => f.id),
      });
      void showToast(TEXT.applied, { icon: 'success' });
      form.resetFields();
      await mine.reload();
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title={title}>
      {manage.data?.is_merchant && (
        <List mode="card">
          <List.Item
            arrow
            description={manage.data.shops.map((s) => s.name).join('、')}
            onClick={() => navigate(`${PATHS.shops}?tab=mine`)}
          >
            {TEXT.alreadyMerchant}，{TEXT.goMyShop}
          </List.Item>
        </List>
      )}
      {(mine.data?.results.length ?? 0) > 0 && (
        <section aria-label={TEXT.myApplications}>
          <h2 css={styles.heading}>{TEXT.myApplications}</h2>
          {mine.data?.results.map((a) => (
            <ApplicationCard key={a.id} app={a} />
          ))}
        </section>
      )}
      {!pending && (
        <>
          <p css={styles.intro}>{TEXT.applyIntro}</p>
          <Form
            form={form}
            mode="card"
            layout="vertical"
            initialValues={{ kind: ['retail'], attachments: [] }}
            onFinish={(v) => void submit(v)}
            onValuesChange={(changed) => {
              clearFieldErrors(form, changed);
              setMessage(null);
            }}
            footer={
              <>
                <FieldErrorText message={message} />
                <Button block type="submit" color="primary" size="large" loading={busy} loadingText={TEXT.submitting}>
                  {TEXT.submitApply}
                </Button>
              </>
            }
          >
            <Form.Item name="name" label={TEXT.shopName} required rules={[schemaRule(textField('店铺名称', 30))]}>
              <Input />
            </Form.Item>
            <Form.Item name="kind" label={TEXT.shopKind} required>
              <Selector columns={3} options={SHOP_KINDS.map((k) => ({ label: SHOP_KIND_LABELS[k], value: k }))} />
            </Form.Item>
            <Form.Item name="intro" label={TEXT.shopIntro} required rules={[schemaRule(textField('店铺简介', 500))]}>
              <TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
            <Form.Item name="contact_phone" label={TEXT.contactPhone} required rules={[schemaRule(mobileSchema)]}>
              <Input type="tel" />
            </Form.Item>
            <Form.Item name="address" label={TEXT.businessAddress} required rules={[schemaRule(textField('经营地址', 100))]}>
              <Input />
            </Form.Item>
            <Form.Item name="attachments" label={TEXT.licences} required>
              <AttachmentUploader accept="image-or-pdf" maxCount={5} />
            </Form.Item>
          </Form>
        </>
      )}
    </PageFrame>
  );
}
