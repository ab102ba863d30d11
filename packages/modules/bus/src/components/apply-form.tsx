/** @jsxImportSource @emotion/react */
import { addHubDays, BUS_REASON_MAX, busApplicationCreateSchema, hubToday, pickerDay, pickerDayText } from '@campus/contracts';
import { failedResponse, FieldErrorText, Loadable, PageFrame, readServerErrors, schemaMessage, useLoader, keepDates } from '@campus/ui';
import { Button, DatePicker, List, Selector, TextArea } from 'antd-mobile';
import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { createApplication, fetchRoute, fetchRoutes } from '../api.ts';
import { useQueryValue } from '../hooks.ts';
import { PATHS, withId } from '../paths.ts';
import { refusalText } from '../refusal.ts';
import { TEXT } from '../texts.ts';
import { s } from './styles.ts';

const styles = {
  error: css({ color: 'var(--adm-color-danger)', fontSize: 13, marginTop: 4 }),
};

const REASON_ID = 'bus-apply-reason';

type Field = 'route_id' | 'stop_id' | 'start_date' | 'end_date' | 'reason';

function FieldError({ message }: { message: string | undefined }): ReactNode {
  return message ? (
    <div css={styles.error} role="alert">
      {message}
    </div>
  ) : null;
}

/**
 * Applying for a seat on a shuttle route for a period (busRouteApply from a route, busApplyAdd
 * choosing the route here): an order that waits for approval; on success, busApplySuccess.
 */
export function ApplyForm({ title }: { title: string }) {
  const navigate = useNavigate();
  const queryRoute = useQueryValue('route');
  const [routeId, setRouteId] = useState<string | null>(queryRoute);
  const routes = useLoader(() => (queryRoute ? Promise.resolve(null) : fetchRoutes('shuttle')), [queryRoute]);
  const route = useLoader(() => (routeId ? fetchRoute(routeId) : Promise.resolve(null)), [routeId]);
  // the server refuses a start before the hub's today, which may not be the phone's
  const [today] = useState(() => hubToday());
  const [stopId, setStopId] = useState<string | null>(null);
  const [start, setStart] = useState<Date>(() => pickerDay(today));
  const [end, setEnd] = useState<Date>(() => pickerDay(addHubDays(today, 30)));
  const [picking, setPicking] = useState<'start' | 'end' | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const stop = stopId ?? route.data?.stops[0]?.id ?? null;

  const submit = async () => {
    const body = { route_id: routeId ?? '', stop_id: stop ?? '', start_date: pickerDayText(start), end_date: pickerDayText(end), reason };
    const reasonError = schemaMessage(busApplicationCreateSchema.shape.reason, reason);
    if (!routeId || reasonError) {
      setErrors({ ...(routeId ? {} : { route_id: TEXT.chooseLine }), ...(reasonError ? { reason: reasonError } : {}) });
      return;
    }
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const made = await createApplication(body);
      navigate(withId(PATHS.applySuccess, made.id), { replace: true });
    } catch (error) {
      const data = failedResponse(error)?.data;
      const read = readServerErrors(data);
      if (read.fields.length > 0) setErrors(Object.fromEntries(read.fields.map((f) => [String(f.name[0]), f.errors[0] ?? ''])));
      setMessage(read.fields.length > 0 ? read.message : refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <>
      <FieldErrorText message={message} />
      <Button block color="primary" size="large" loading={busy} loadingText={TEXT.submitting} onClick={() => void submit()}>
        {TEXT.submitApply}
      </Button>
    </>
  );

  return (
    <PageFrame title={title} footer={footer}>
      {queryRoute === null && (
        <Loadable state={routes}>
          {(data) => (
            <List mode="card" header={TEXT.chooseRoute}>
              <List.Item>
                <Selector
                  columns={1}
                  value={routeId ? [routeId] : []}
                  onChange={(v) => {
                    setRouteId(v[0] ?? null);
                    setStopId(null);
                  }}
                  options={data.results.map((r) => ({ label: r.name, value: r.id, description: TEXT.passLeft(r.pass_left) }))}
                />
                <FieldError message={errors.route_id} />
              </List.Item>
            </List>
          )}
        </Loadable>
      )}
      {routeId !== null && (
        <Loadable state={route}>
          {(r) => (
            <List mode="card" header={TEXT.applyFor}>
              <List.Item description={<span css={s.sub}>{TEXT.passLeft(r.pass_left)}</span>}>
                <span css={s.strong}>{r.name}</span>
              </List.Item>
              <List.Item>
                <div css={s.sub}>{TEXT.chooseStop}</div>
                <Selector
                  columns={2}
                  value={stop ? [stop] : []}
                  onChange={(v) => v[0] && setStopId(v[0])}
                  options={r.stops.map((st) => ({ label: st.name, value: st.id }))}
                />
                <FieldError message={errors.stop_id} />
              </List.Item>
            </List>
          )}
        </Loadable>
      )}
      <List mode="card" header={TEXT.period}>
        <List.Item
          extra={keepDates(pickerDayText(start))}
          onClick={() => setPicking('start')}
          description={<FieldError message={errors.start_date} />}
        >
          {TEXT.startDate}
        </List.Item>
        <List.Item
          extra={keepDates(pickerDayText(end))}
          onClick={() => setPicking('end')}
          description={<FieldError message={errors.end_date} />}
        >
          {TEXT.endDate}
        </List.Item>
      </List>
      <List mode="card" header={<label htmlFor={REASON_ID}>{TEXT.reason}</label>}>
        <List.Item>
          <TextArea
            id={REASON_ID}
            placeholder={TEXT.reasonPlaceholder}
            value={reason}
            onChange={(v) => {
              setReason(v);
              setErrors((e) => ({ ...e, reason: undefined }));
            }}
            maxLength={BUS_REASON_MAX}
            showCount
            rows={3}
          />
          <FieldError message={errors.reason} />
        </List.Item>
      </List>
      <DatePicker
        visible={picking !== null}
        title={picking === 'end' ? TEXT.endDate : TEXT.startDate}
        value={picking === 'end' ? end : start}
        min={picking === 'end' ? start : pickerDay(today)}
        max={pickerDay(addHubDays(today, 400))}
        onClose={() => setPicking(null)}
        onConfirm={(d) => {
          if (picking === 'end') setEnd(d);
          else {
            setStart(d);
            if (d > end) setEnd(pickerDay(addHubDays(pickerDayText(d), 30)));
          }
        }}
      />
    </PageFrame>
  );
}
