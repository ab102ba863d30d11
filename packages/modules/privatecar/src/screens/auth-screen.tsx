/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { pcarAuthCreateSchema, pickerToday, type PcarAuth } from '@campus/contracts';
import { showToast } from '@campus/core';
import { clearFieldErrors, FieldErrorText, ListPage, PageFrame, schemaRule, submitFailureMessage, useLoader, keepDates } from '@campus/ui';
import { Button, Checkbox, Form, List, Popup, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createAuth, fetchAgreement, fetchAuths } from '../api.ts';
import { DateField } from '../components/date-field.tsx';
import { OrderStatusTag } from '../components/tags.tsx';
import { dayOf, periodEnd } from '../format.ts';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';

const styles = {
  form: css({ marginTop: 12 }),
  link: css({ padding: 0, border: 0, background: 'none', color: 'var(--hub-primary-text)', fontSize: 14, cursor: 'pointer' }),
  agreement: css({ padding: '16px 16px 32px', maxHeight: '70vh', overflowY: 'auto' }),
  agreementTitle: css({ fontSize: 17, fontWeight: 600, textAlign: 'center', marginBottom: 12 }),
  agreementText: css({ whiteSpace: 'pre-wrap', fontSize: 14, lineHeight: 1.7, color: 'var(--adm-color-text)' }),
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)' }),
};

interface AuthFormValues {
  reason?: string;
  valid_from?: Date;
  months?: number[];
  agree?: boolean;
}

const PERIODS = [3, 6, 12] as const;

/** 私车授权 (/privateCar/pCarAuth): ask for authorisation (reason, period, the agreement) and follow its approval. */
export default function AuthScreen() {
  const navigate = useNavigate();
  const [form] = Form.useForm<AuthFormValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reading, setReading] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const agreement = useLoader(fetchAgreement, []);
  // the server refuses a start before the hub's today (授权开始日期不能早于今天), which may not be the phone's
  const [today] = useState(() => pickerToday());
  const lastDay = new Date(today.getFullYear() + 1, 11, 31);

  const submit = async (values: AuthFormValues) => {
    setMessage(null);
    setBusy(true);
    try {
      const auth = await createAuth({
        reason: (values.reason ?? '').trim(),
        valid_from: values.valid_from ? dayOf(values.valid_from) : '',
        valid_to: values.valid_from ? dayOf(periodEnd(values.valid_from, values.months?.[0] ?? 12)) : '',
        agree: true, // the form's rule refused anything else
      });
      void showToast(TEXT.submitted, { icon: 'success' });
      form.resetFields();
      setReloadKey((k) => k + 1);
      navigate(withId(PATHS.approval, auth.id));
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="私车授权">
      <Form
        css={styles.form}
        form={form}
        mode="card"
        layout="horizontal"
        initialValues={{ valid_from: today, months: [12] }}
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed) => {
          clearFieldErrors(form, changed);
          setMessage(null);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={busy}>
              提交授权申请
            </Button>
          </>
        }
      >
        <Form.Header>申请私车公用授权</Form.Header>
        <Form.Item name="reason" label="用车事由" layout="vertical" required rules={[schemaRule(pcarAuthCreateSchema.shape.reason)]}>
          <TextArea placeholder="请填写需要使用私车办理的公务" autoSize={{ minRows: 2, maxRows: 5 }} maxLength={200} />
        </Form.Item>
        <DateField
          name="valid_from"
          label="开始日期"
          required
          rules={[{ required: true, message: '请选择授权开始日期' }]}
          min={today}
          max={lastDay}
        />
        <Form.Item
          name="months"
          label="授权期限"
          layout="vertical"
          required
          rules={[{ required: true, type: 'array', min: 1, message: '请选择授权期限' }]}
        >
          <Selector columns={3} options={PERIODS.map((m) => ({ label: `${String(m)}个月`, value: m }))} />
        </Form.Item>
        <Form.Item noStyle dependencies={['valid_from', 'months']}>
          {() => {
            const from = form.getFieldValue('valid_from') as Date | undefined;
            const months = (form.getFieldValue('months') as number[] | undefined)?.[0];
            return from && months ? (
              <Form.Item label="授权至">
                <span data-testid="auth-until">{keepDates(dayOf(periodEnd(from, months)))}</span>
              </Form.Item>
            ) : null;
          }}
        </Form.Item>
        <Form.Item
          name="agree"
          valuePropName="checked"
          rules={[{ validator: async (_r, v) => (v === true ? undefined : Promise.reject(new Error('请先阅读并同意《私车公用协议》'))) }]}
        >
          <Checkbox>
            我已阅读并同意
            <button
              type="button"
              css={styles.link}
              onClick={(event) => {
                event.preventDefault();
                setReading(true);
              }}
            >
              《{agreement.data?.title ?? '私车公用协议'}》
            </button>
          </Checkbox>
        </Form.Item>
      </Form>

      <List mode="card" header="我的授权">
        <ListPage<PcarAuth>
          load={fetchAuths}
          reloadKey={reloadKey}
          keyOf={(a) => a.id}
          empty="暂无授权申请"
          renderItem={(a) => (
            <List.Item
              data-testid="auth-item"
              onClick={() => navigate(withId(PATHS.approval, a.id))}
              extra={<OrderStatusTag orderType={a.order_type} status={a.status} label={a.expired ? '已过期' : a.status_label} />}
              description={<span css={styles.meta}>申请于 {keepDates(a.created_time.slice(0, 16))}</span>}
            >
              {keepDates(a.valid_from)} 至 {keepDates(a.valid_to)}
            </List.Item>
          )}
        />
      </List>

      <Popup
        visible={reading}
        onMaskClick={() => setReading(false)}
        onClose={() => setReading(false)}
        bodyStyle={{ borderRadius: '12px 12px 0 0' }}
      >
        <div css={styles.agreement} role="dialog" aria-label={agreement.data?.title ?? '私车公用协议'}>
          <div css={styles.agreementTitle}>{agreement.data?.title ?? '私车公用协议'}</div>
          <div css={styles.agreementText}>{agreement.data?.content ?? '加载中'}</div>
          <Button
            block
            color="primary"
            style={{ marginTop: 16 }}
            onClick={() => {
              form.setFields([{ name: 'agree', value: true, errors: [] }]);
              setReading(false);
            }}
          >
            我已阅读并同意
          </Button>
        </div>
      </Popup>
    </PageFrame>
  );
}
