import { carMessages, type CarChangeInput, type CarOrderDetail, type CarPlaceInput } from '@campus/contracts';
import { showToast } from '@campus/core';
import { FieldErrorText, Loadable, PageFrame, clearFieldErrors, submitFailureMessage, useLoader } from '@campus/ui';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { fetchOrder, requestChange } from '../api.ts';
import { checkPassengers, PlaceValue } from '../components/apply-form.tsx';
import { RouteSection } from '../components/trip-sections.tsx';
import { draftOf, type PlaceField } from '../draft-store.ts';
import { PATHS, withId, withQuery } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { MinutePicker, openPicker } from '../components/minute-picker.tsx';
import { titleOf } from '../titles.ts';

interface ChangeValues {
  from: CarPlaceInput | null;
  to: CarPlaceInput | null;
  start_at: Date | null;
  end_at: Date | null;
  passengers: string;
  reason: string;
}

const samePlace = (a: CarPlaceInput | null, b: CarPlaceInput | null) =>
  (a?.name ?? '') === (b?.name ?? '') && (a?.address ?? '') === (b?.address ?? '');

/** The change form, filled from the trip the first time and kept in the `modify` draft while places are picked. */
const ChangeForm = observer(function ChangeForm({ trip }: { trip: CarOrderDetail }) {
  const draft = draftOf('modify');
  const navigate = useNavigate();
  const [form] = Form.useForm<ChangeValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (draft.tripId !== trip.id) {
    draft.reset();
    draft.tripId = trip.id;
    draft.setPlace('from', trip.from);
    draft.setPlace('to', trip.to);
    draft.setPeriod(new Date(trip.start_at), new Date(trip.end_at));
    draft.patch({ passengers: trip.passengers });
  }
  const pick = (field: PlaceField) => navigate(withQuery(PATHS.selectLocationTrip, { form: 'modify', field }));
  const submit = async (v: ChangeValues) => {
    const body: CarChangeInput = { reason: (v.reason ?? '').trim() };
    if (v.from && !samePlace(v.from, trip.from)) body.from = v.from;
    if (v.to && !samePlace(v.to, trip.to)) body.to = v.to;
    if (v.start_at && v.start_at.getTime() !== Date.parse(trip.start_at)) body.start_at = v.start_at.toISOString();
    if (v.end_at && v.end_at.getTime() !== Date.parse(trip.end_at)) body.end_at = v.end_at.toISOString();
    if (Number(v.passengers) !== trip.passengers) body.passengers = Number(v.passengers);
    setBusy(true);
    setMessage(null);
    try {
      const change = await requestChange(trip.id, body);
      draft.reset();
      void showToast(TEXT.changeSent, { icon: 'success' });
      navigate(withId(PATHS.modifyDetail, change.id), { replace: true });
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
      initialValues={{
        from: draft.from,
        to: draft.to,
        start_at: draft.start,
        end_at: draft.end,
        passengers: draft.passengers,
        reason: draft.reason,
      }}
      onValuesChange={(changed: Partial<ChangeValues>, all: ChangeValues) => {
        clearFieldErrors(form, changed);
        setMessage(null);
        draft.patch({ passengers: Number(all.passengers) || draft.passengers, reason: all.reason });
        if ('start_at' in changed || 'end_at' in changed) draft.setPeriod(all.start_at, all.end_at);
      }}
      onFinish={(v) => void submit(v)}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block type="submit" color="primary" size="large" loading={busy}>
            {TEXT.submitChange}
          </Button>
        </>
      }
    >
      <Form.Header>{TEXT.after}</Form.Header>
      <Form.Item name="from" label={trip.kind === 'daily' ? TEXT.pickupPlace : TEXT.from} arrow onClick={() => pick('from')}>
        <PlaceValue />
      </Form.Item>
      <Form.Item name="to" label={TEXT.to} arrow onClick={() => pick('to')}>
        <PlaceValue />
      </Form.Item>
      <Form.Item name="start_at" label={TEXT.start} trigger="onConfirm" onClick={openPicker} arrow>
        <MinutePicker title={TEXT.start} />
      </Form.Item>
      <Form.Item name="end_at" label={TEXT.end} trigger="onConfirm" onClick={openPicker} arrow>
        <MinutePicker title={TEXT.end} />
      </Form.Item>
      <Form.Item name="passengers" label={TEXT.passengers} rules={[{ validator: async (_r, v: string) => checkPassengers(v) }]}>
        <Input inputMode="numeric" maxLength={2} aria-label={TEXT.passengers} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={TEXT.reason}
        required
        rules={[{ required: true, whitespace: true, message: carMessages.reasonRequired }]}
      >
        <TextArea placeholder={TEXT.reasonPlaceholder} maxLength={200} rows={2} />
      </Form.Item>
    </Form>
  );
});

/**
 * /applyCarV3/carV3ModifyTrip?id=<trip>: ask to change a trip not yet started (places on
 * selectLocationTrip, times, passengers) with a reason; it goes back to approval. Without an id the
 * trip is chosen first (carV3SelectTrip).
 */
export default function ModifyTripScreen() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const state = useLoader(async () => (id ? fetchOrder(id) : null), [id]);
  if (!id) return <Navigate to={PATHS.selectTrip} replace />;
  return (
    <PageFrame title={titleOf('carV3ModifyTrip')}>
      <Loadable state={state} empty={TEXT.missing}>
        {(trip) => (
          <>
            <RouteSection order={trip} />
            <ChangeForm trip={trip} />
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}
