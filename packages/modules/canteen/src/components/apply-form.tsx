/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import {
  CANTEEN_APPLY_KIND_NAMES,
  CANTEEN_APPLY_KINDS,
  MEAL_PERIOD_NAMES,
  type Canteen,
  type CanteenApplyKind,
  type MealPeriod,
} from '@campus/contracts';
import { FieldErrorText, clearFieldErrors, submitFailureMessage, NamedTextArea, keepDates } from '@campus/ui';
import { Button, Form, Input } from 'antd-mobile';
import { SingleSelect } from './single-select.tsx';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { submitApplication } from '../api.ts';
import { dateLabel, orderDates } from '../dates.ts';
import { yuan, yuanToFen } from '../money.ts';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';

const styles = {
  estimate: css({ fontSize: 18, fontWeight: 600, color: 'var(--hub-primary-text)' }),
};

interface ApplyValues {
  kind?: CanteenApplyKind[];
  canteen_id?: string[];
  date?: string[];
  period?: MealPeriod[];
  diners?: string;
  standard_fen?: string;
  reason?: string;
  contact_phone?: string;
}

const first = <T,>(v: T[] | undefined): T | undefined => v?.[0];

/**
 * A group or guest meal (团体用餐 / 客餐): canteen, date, period, diners and the standard per person;
 * it goes to approval, then the canteen prepares it (issue 14: canteenApply as an application).
 */
export function ApplyForm({ canteens, today }: { canteens: Canteen[]; today: string }) {
  const [form] = Form.useForm<ApplyValues>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const canteenId = first(Form.useWatch('canteen_id', form)) ?? canteens[0]?.id;
  const diners = Number(Form.useWatch('diners', form) ?? '');
  const standardFen = yuanToFen(Form.useWatch('standard_fen', form) ?? '');
  const canteen = canteens.find((c) => c.id === canteenId);
  const estimate = Number.isInteger(diners) && diners > 0 && standardFen !== null ? diners * standardFen : null;

  const finish = async (v: ApplyValues) => {
    const standard = yuanToFen(v.standard_fen ?? '');
    if (standard === null) {
      form.setFields([{ name: 'standard_fen', errors: [TEXT.badStandard] }]);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const order = await submitApplication({
        kind: first(v.kind) ?? 'group',
        canteen_id: first(v.canteen_id) ?? '',
        date: first(v.date) ?? '',
        period: first(v.period) ?? 'lunch',
        diners: Number(v.diners),
        standard_fen: standard,
        reason: (v.reason ?? '').trim(),
        ...(v.contact_phone?.trim() ? { contact_phone: v.contact_phone.trim() } : {}),
      });
      navigate(withId(PATHS.applySuccess, order.id));
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
      layout="vertical"
      initialValues={{
        kind: ['group'],
        canteen_id: canteens[0] ? [canteens[0].id] : [],
        date: [orderDates(today)[1]],
        period: ['lunch'],
        diners: '',
        standard_fen: '',
        reason: '',
      }}
      onFinish={(v) => void finish(v)}
      onValuesChange={(changed) => {
        clearFieldErrors(form, changed);
        setMessage(null);
      }}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block type="submit" color="primary" size="large" loading={busy} loadingText={TEXT.submitting}>
            {TEXT.applySubmit}
          </Button>
        </>
      }
    >
      <Form.Item name="kind" label={TEXT.applyKind}>
        <SingleSelect
          label={TEXT.applyKind}
          columns={2}
          options={CANTEEN_APPLY_KINDS.map((k) => ({ value: k, label: CANTEEN_APPLY_KIND_NAMES[k] }))}
        />
      </Form.Item>
      <Form.Item name="canteen_id" label={TEXT.canteen}>
        <SingleSelect label={TEXT.canteen} columns={2} options={canteens.map((c) => ({ value: c.id, label: c.name }))} />
      </Form.Item>
      <Form.Item name="date" label={TEXT.date}>
        <SingleSelect
          label={TEXT.date}
          columns={4}
          options={orderDates(today).map((d) => {
            const l = dateLabel(d, today);
            return { value: d, label: l.day, description: keepDates(l.short) };
          })}
        />
      </Form.Item>
      <Form.Item name="period" label={TEXT.period}>
        <SingleSelect
          label={TEXT.period}
          columns={3}
          options={(canteen?.periods ?? []).map((p) => ({
            value: p.code,
            label: MEAL_PERIOD_NAMES[p.code],
            description: keepDates(`${p.serve_start}-${p.serve_end}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="diners" label={TEXT.diners} rules={[{ required: true, message: '请输入用餐人数' }]}>
        <Input aria-label={TEXT.diners} inputMode="numeric" placeholder="如 12" maxLength={3} />
      </Form.Item>
      <Form.Item
        name="standard_fen"
        label={TEXT.standard}
        rules={[{ required: true, message: '请输入餐标' }]}
        extra={estimate !== null && <span css={styles.estimate} data-testid="apply-estimate">{`${TEXT.estimate} ${yuan(estimate)}`}</span>}
      >
        <Input aria-label={TEXT.standard} inputMode="decimal" placeholder={TEXT.standardPlaceholder} maxLength={7} />
      </Form.Item>
      <Form.Item name="reason" label={TEXT.reason} rules={[{ required: true, message: '请填写用餐事由' }]}>
        <NamedTextArea label={TEXT.reason} placeholder={TEXT.reasonPlaceholder} maxLength={200} rows={2} />
      </Form.Item>
      <Form.Item name="contact_phone" label={TEXT.contactPhone}>
        <Input aria-label={TEXT.contactPhone} inputMode="tel" maxLength={11} placeholder="选填" />
      </Form.Item>
    </Form>
  );
}
