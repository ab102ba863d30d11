/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { carMessages, type CarKind, type CarOrderDetail, type CarPlaceInput } from '@campus/contracts';
import { numericOnly, showToast } from '@campus/core';
import { FieldErrorText, clearFieldErrors, failedResponse, submitFailureMessage, useLoader } from '@campus/ui';
import { Button, Form, Input, NoticeBar, TextArea } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { applyV2, applyV3, fetchRule } from '../api.ts';
import { draftOf, type PlaceField } from '../draft-store.ts';
import { PATHS, withQuery } from '../paths.ts';
import { detailPathOf } from '../stash.ts';
import { TEXT } from '../texts.ts';
import { MinutePicker, openPicker } from './minute-picker.tsx';
import { RuleSummary } from './rule-summary.tsx';

const styles = {
  placeholder: css({ color: 'var(--adm-color-weak)' }),
  value: css({ color: 'var(--adm-color-text)' }),
  address: css({ display: 'block', fontSize: 12, color: 'var(--adm-color-weak)' }),
};

/** The location picker of each form (spec 2.3 names one per application route). */
export const PICKER_OF: Record<CarKind, string> = {
  v2: PATHS.selectLocation,
  trip: PATHS.selectLocationV3,
  daily: PATHS.selDailyLocation,
  driving: PATHS.drivingSelLocation,
};

const LABELS: Record<CarKind, { from: string; to: string; start: string; end: string }> = {
  v2: { from: TEXT.from, to: TEXT.to, start: TEXT.start, end: TEXT.end },
  trip: { from: TEXT.from, to: TEXT.to, start: TEXT.start, end: TEXT.end },
  daily: { from: TEXT.pickupPlace, to: TEXT.destinationOptional, start: TEXT.periodStart, end: TEXT.periodEnd },
  driving: { from: TEXT.from, to: TEXT.destinationOptional, start: '取车时间', end: '还车时间' },
};

interface ApplyValues {
  from: CarPlaceInput | null;
  to: CarPlaceInput | null;
  start_at: Date | null;
  end_at: Date | null;
  passengers: string;
  passenger_names: string;
  purpose: string;
  remark: string;
}

/** 1 to 50 people (the server says the same). */
export async function checkPassengers(value: string | undefined): Promise<void> {
  const n = Number(value ?? '');
  if (!/^\d+$/.test(value ?? '') || n < 1 || n > 50) throw new Error(carMessages.passengers);
}

/** A chosen place as the form shows it (name, then the address in small type). */
export function PlaceValue({ value }: { value?: CarPlaceInput | null }) {
  if (!value) return <span css={styles.placeholder}>{TEXT.choosePlace}</span>;
  return (
    <span css={styles.value}>
      {value.name}
      {value.address ? <span css={styles.address}>{value.address}</span> : null}
    </span>
  );
}

/**
 * The application of one kind (/applyCar, /applyTrip, /applyDailyCarV3, /applyCar3Driving): places
 * picked on the location screen (or typed there), the period, the car for self-driving, people
 * and purpose. The kind's rule is shown on top; the server checks it again and its refusals land on
 * the fields. What is typed stays in the kind's draft while the pickers are open.
 */
export const ApplyForm = observer(function ApplyForm({ kind }: { kind: CarKind }) {
  const draft = draftOf(kind);
  const navigate = useNavigate();
  const [form] = Form.useForm<ApplyValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rule = useLoader(() => fetchRule(kind), [kind]);
  const labels = LABELS[kind];
  const toRequired = kind === 'v2' || kind === 'trip';

  const pick = (field: PlaceField) => navigate(withQuery(PICKER_OF[kind], { form: kind, field }));

  const submit = async (values: ApplyValues) => {
    setMessage(null);
    setBusy(true);
    const base = {
      from: values.from,
      to: values.to,
      start_at: values.start_at?.toISOString() ?? '',
      end_at: values.end_at?.toISOString() ?? '',
      passengers: Number(values.passengers),
      passenger_names: values.passenger_names ?? '',
      purpose: (values.purpose ?? '').trim(),
      remark: values.remark ?? '',
    };
    try {
      const order: CarOrderDetail =
        kind === 'v2' ? await applyV2(base) : await applyV3({ ...base, kind, ...(draft.vehicle ? { vehicle_id: draft.vehicle.id } : {}) });
      draft.reset();
      void showToast(TEXT.submitted, { icon: 'success' });
      navigate(detailPathOf(order.kind, order.id), { replace: true });
    } catch (error) {
      const data = failedResponse(error)?.data as { kind?: string[] } | undefined;
      setMessage(data?.kind?.[0] ?? submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  const blocked = rule.data?.can_apply === false;
  return (
    <>
      {rule.data && <RuleSummary rule={rule.data} />}
      {blocked && <NoticeBar content={rule.data?.refusal ?? TEXT.cannotApply} color="alert" wrap />}
      <Form
        form={form}
        mode="card"
        initialValues={{
          from: draft.from,
          to: draft.to,
          start_at: draft.start,
          end_at: draft.end,
          passengers: String(draft.passengers),
          passenger_names: draft.passengerNames,
          purpose: draft.purpose,
          remark: draft.remark,
        }}
        onValuesChange={(changed: Partial<ApplyValues>, all: ApplyValues) => {
          clearFieldErrors(form, changed);
          setMessage(null);
          draft.patch({
            passengers: Number(numericOnly(all.passengers ?? '')) || 1,
            passengerNames: all.passenger_names,
            purpose: all.purpose,
            remark: all.remark,
          });
          if ('start_at' in changed || 'end_at' in changed) draft.setPeriod(all.start_at, all.end_at);
        }}
        onFinish={(values) => void submit(values)}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={busy} loadingText={TEXT.submitting} disabled={blocked}>
              {TEXT.submit}
            </Button>
          </>
        }
      >
        <Form.Item
          name="from"
          label={labels.from}
          required
          arrow
          onClick={() => pick('from')}
          rules={[{ validator: async (_r, v: unknown) => (v ? undefined : Promise.reject(new Error(carMessages.fromRequired))) }]}
        >
          <PlaceValue />
        </Form.Item>
        <Form.Item
          name="to"
          label={labels.to}
          required={toRequired}
          arrow
          onClick={() => pick('to')}
          rules={
            toRequired ? [{ validator: async (_r, v: unknown) => (v ? undefined : Promise.reject(new Error(carMessages.toRequired))) }] : []
          }
        >
          <PlaceValue />
        </Form.Item>
        <Form.Item
          name="start_at"
          label={labels.start}
          required
          trigger="onConfirm"
          onClick={openPicker}
          arrow
          rules={[{ required: true, message: carMessages.startRequired }]}
        >
          <MinutePicker title={labels.start} />
        </Form.Item>
        <Form.Item
          name="end_at"
          label={labels.end}
          required
          trigger="onConfirm"
          onClick={openPicker}
          arrow
          dependencies={['start_at']}
          rules={[
            { required: true, message: carMessages.endRequired },
            ({ getFieldValue }) => ({
              validator: async (_r, v: Date | null) => {
                const start = getFieldValue('start_at') as Date | null;
                if (v && start && v <= start) throw new Error(carMessages.endAfterStart);
              },
            }),
          ]}
        >
          <MinutePicker title={labels.end} />
        </Form.Item>
        {kind === 'driving' && (
          <Form.Item
            name="vehicle_id"
            label={TEXT.vehicle}
            required
            arrow
            onClick={() => {
              const values = form.getFieldsValue();
              draft.setPeriod(values.start_at, values.end_at);
              if (!values.start_at || !values.end_at) setMessage(TEXT.choosePeriodFirst);
              else navigate(PATHS.drivingSelCar);
            }}
          >
            <span data-testid="chosen-vehicle" css={draft.vehicle ? styles.value : styles.placeholder}>
              {draft.vehicle ? `${draft.vehicle.plate}（${draft.vehicle.model}）` : TEXT.chooseVehicle}
            </span>
          </Form.Item>
        )}
        <Form.Item name="passengers" label={TEXT.passengers} required rules={[{ validator: async (_r, v: string) => checkPassengers(v) }]}>
          <Input inputMode="numeric" maxLength={2} aria-label={TEXT.passengers} />
        </Form.Item>
        <Form.Item name="passenger_names" label={TEXT.passengerNames}>
          <Input placeholder={TEXT.passengerNamesPlaceholder} maxLength={200} clearable />
        </Form.Item>
        <Form.Item
          name="purpose"
          label={TEXT.purpose}
          required
          rules={[{ required: true, whitespace: true, message: carMessages.purposeRequired }]}
        >
          <TextArea placeholder={TEXT.purposePlaceholder} maxLength={200} rows={2} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item name="remark" label={TEXT.remark}>
          <Input placeholder={TEXT.remarkPlaceholder} maxLength={200} clearable />
        </Form.Item>
      </Form>
    </>
  );
});
