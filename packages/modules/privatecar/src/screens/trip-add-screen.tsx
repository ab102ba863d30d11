/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { pcarTripCreateSchema, pickerToday, type PcarVehicle } from '@campus/contracts';
import { showToast } from '@campus/core';
import { clearFieldErrors, FieldErrorText, PageFrame, schemaRule, submitFailureMessage, useLoader } from '@campus/ui';
import { Button, Form, Input, NoticeBar, Selector, Switch, TextArea } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createTrip, fetchDistance, fetchVehicles } from '../api.ts';
import { DateField } from '../components/date-field.tsx';
import { dateOf, dayOf, km, parseKm, plate } from '../format.ts';
import { PATHS, withId, withQuery } from '../paths.ts';
import { pointBody, pointName, tripDraft, type PointField } from '../stores/trip-draft.ts';
import { TEXT } from '../texts.ts';

const styles = {
  placeholder: css({ color: 'var(--adm-color-weak)' }),
  distance: css({ fontSize: 18, fontWeight: 600, color: 'var(--hub-primary-text)' }),
  rule: css({ fontSize: 12, color: 'var(--adm-color-weak)', lineHeight: 1.5, marginTop: 4 }),
};

interface TripFormValues {
  vehicle_id?: string[];
  trip_date?: Date;
  distance_km?: string;
  purpose?: string;
  typed?: boolean;
}

/** The computed distance of the two saved places (or why there is none). */
const ComputedDistance = observer(function ComputedDistance() {
  const from = tripDraft.from?.kind === 'place' ? tripDraft.from.place.id : null;
  const to = tripDraft.to?.kind === 'place' ? tripDraft.to.place.id : null;
  const distance = useLoader(async () => (from !== null && to !== null ? fetchDistance(from, to) : null), [from, to]);
  if (!tripDraft.computable) return <span css={styles.placeholder}>选择两个常用地点后自动计算</span>;
  if (distance.loading) return <span css={styles.placeholder}>计算中</span>;
  if (!distance.data) return <span css={styles.placeholder}>无法计算，请手动填写</span>;
  return (
    <div>
      <span css={styles.distance} data-testid="computed-distance">
        {km(distance.data.distance_m)}
      </span>
      <div css={styles.rule}>{TEXT.rules.distance}</div>
    </div>
  );
});

function PointValue({ field }: { field: PointField }) {
  const name = pointName(tripDraft[field]);
  return name === null ? <span css={styles.placeholder}>{TEXT.choose}</span> : <span data-testid={`point-${field}`}>{name}</span>;
}
const ObservedPointValue = observer(PointValue);

/**
 * 新增出车 (/privateCar/pCarAdd): a certified car, the day, the two points (pCarSelLocation), the
 * distance (computed on the server from two saved places, or typed and marked so) and the purpose.
 */
export default observer(function TripAddScreen() {
  const navigate = useNavigate();
  const [form] = Form.useForm<TripFormValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cars = useLoader(fetchVehicles, []);
  const usable: PcarVehicle[] = (cars.data ?? []).filter((c) => c.usable);
  const today = pickerToday(); // trips are dated in hub days, as the server checks them

  const submit = async (values: TripFormValues) => {
    setMessage(null);
    const { from, to } = tripDraft;
    if (from === null || to === null) return; // the points' rules refused it already
    let distanceKm: number | undefined;
    if (tripDraft.needsTyped) {
      const parsed = parseKm(values.distance_km ?? '');
      if (parsed === null || parsed <= 0) {
        form.setFields([{ name: 'distance_km', errors: ['请填写里程（公里，最多一位小数）'] }]);
        return;
      }
      distanceKm = parsed;
    }
    setBusy(true);
    try {
      const trip = await createTrip({
        vehicle_id: values.vehicle_id?.[0] ?? '',
        trip_date: values.trip_date ? dayOf(values.trip_date) : '',
        from: pointBody(from),
        to: pointBody(to),
        ...(distanceKm === undefined ? {} : { distance_km: distanceKm }),
        purpose: (values.purpose ?? '').trim(),
      });
      tripDraft.reset();
      void showToast(TEXT.submitted, { icon: 'success' });
      navigate(withId(PATHS.detail, trip.id), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  const pick = (field: PointField) => navigate(withQuery(PATHS.selLocation, 'field', field));
  const pointRule = (field: PointField, text: string) => [
    { validator: async () => (tripDraft[field] === null ? Promise.reject(new Error(text)) : undefined) },
  ];

  return (
    <PageFrame title="登记出车">
      {cars.data && usable.length === 0 && (
        <NoticeBar
          color="alert"
          wrap
          content={
            <span>
              没有可用的已认证车辆。请先在「我的车辆」登记并完成认证。
              <Button size="mini" fill="none" onClick={() => navigate(PATHS.userCar)}>
                去登记
              </Button>
            </span>
          }
        />
      )}
      <Form
        form={form}
        mode="card"
        initialValues={{
          vehicle_id: tripDraft.vehicleId ? [tripDraft.vehicleId] : [],
          // most trips are logged on their day; the hub's today, not the phone's (a phone abroad after 16:00 UTC is a day behind)
          trip_date: tripDraft.tripDate ? dateOf(tripDraft.tripDate) : today,
          distance_km: tripDraft.distanceKm,
          purpose: tripDraft.purpose,
          typed: tripDraft.typed,
        }}
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: TripFormValues) => {
          clearFieldErrors(form, changed);
          setMessage(null);
          if (changed.vehicle_id) tripDraft.set('vehicleId', changed.vehicle_id[0] ?? null);
          if (changed.trip_date) tripDraft.set('tripDate', dayOf(changed.trip_date));
          if (changed.distance_km !== undefined) tripDraft.set('distanceKm', changed.distance_km);
          if (changed.purpose !== undefined) tripDraft.set('purpose', changed.purpose);
          if (changed.typed !== undefined) tripDraft.set('typed', changed.typed);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={busy} disabled={usable.length === 0}>
              提交出车记录
            </Button>
          </>
        }
      >
        <Form.Item name="vehicle_id" label="车辆" required rules={[{ required: true, type: 'array', min: 1, message: '请选择车辆' }]}>
          <Selector columns={2} options={usable.map((c) => ({ label: plate(c.plate), value: c.id, description: c.brand_model }))} />
        </Form.Item>
        <DateField
          name="trip_date"
          label="出车日期"
          required
          rules={[{ required: true, message: '请选择出车日期' }]}
          max={today}
          min={new Date(today.getFullYear() - 1, 0, 1)}
        />
        <Form.Item name="from" label="起点" required arrow onClick={() => pick('from')} rules={pointRule('from', '请选择起点')}>
          <ObservedPointValue field="from" />
        </Form.Item>
        <Form.Item name="to" label="终点" required arrow onClick={() => pick('to')} rules={pointRule('to', '请选择终点')}>
          <ObservedPointValue field="to" />
        </Form.Item>
        {tripDraft.computable && (
          <Form.Item label="直线距离">
            <ComputedDistance />
          </Form.Item>
        )}
        {tripDraft.computable && (
          <Form.Item name="typed" label="手动填写实际里程" valuePropName="checked" layout="horizontal" childElementPosition="right">
            <Switch aria-label="手动填写实际里程" />
          </Form.Item>
        )}
        {tripDraft.needsTyped && (
          <Form.Item
            name="distance_km"
            label="里程（公里）"
            required
            description={<span css={styles.rule}>手动填写的里程将标注为“手填”，以便审批人核对</span>}
          >
            <Input inputMode="decimal" placeholder="如 12.5" />
          </Form.Item>
        )}
        <Form.Item name="purpose" label="出车事由" layout="vertical" required rules={[schemaRule(pcarTripCreateSchema.shape.purpose)]}>
          <TextArea placeholder="请填写本次出车办理的公务" autoSize={{ minRows: 2, maxRows: 5 }} maxLength={200} />
        </Form.Item>
      </Form>
    </PageFrame>
  );
});
