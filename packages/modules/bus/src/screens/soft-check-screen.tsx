/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { BusCheckResult, BusCheckTrips } from '@campus/contracts';
import { whenHostReady, HostError } from '@campus/core';
import { failedResponse, LoadFailedBlock, LoadingBlock, PageFrame, useLoader, keepDates } from '@campus/ui';
import { Button, CheckList, ErrorBlock, Input, List, Popup, Result, Tabs } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { checkCode, fetchCheckTrips } from '../api.ts';
import { s } from '../components/styles.ts';
import { useQueryValue } from '../hooks.ts';
import { refusalText } from '../refusal.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = {
  actions: css({ display: 'flex', flexDirection: 'column', gap: 12, padding: '4px 0' }),
  manual: css({ display: 'flex', gap: 8, alignItems: 'center', '& .adm-input': { flex: 1 } }),
  popup: css({ maxHeight: '70vh', overflowY: 'auto', paddingBottom: 16 }),
};

type Outcome = { ok: true; result: BusCheckResult } | { ok: false; message: string; code: string };

/** Where a trip is described: route, day and time, seats sold and checked. */
function tripLabel(trips: BusCheckTrips, id: string | null): string | null {
  for (const r of trips.routes) {
    const t = r.trips.find((x) => x.id === id);
    if (t) return `${r.name} ${t.day_label} ${t.time}（${TEXT.sold(t.sold)} · ${TEXT.checkedCount(t.checked)}）`;
  }
  return null;
}

/** The trip chooser: one tab per route, its trips of the coming days. */
function TripChooser({ trips, value, onChoose }: { trips: BusCheckTrips; value: string | null; onChoose: (id: string) => void }) {
  const start = trips.routes.find((r) => r.trips.some((t) => t.id === value))?.id ?? trips.routes[0]?.id;
  const [route, setRoute] = useState(start);
  const shown = trips.routes.find((r) => r.id === route);
  return (
    <div css={styles.popup} role="dialog" aria-label={TEXT.chooseTrip}>
      <Tabs activeKey={route ?? null} onChange={setRoute}>
        {trips.routes.map((r) => (
          <Tabs.Tab key={r.id} title={r.name} />
        ))}
      </Tabs>
      {shown && shown.trips.length === 0 && <ErrorBlock status="empty" title={TEXT.noTrips} description={null} />}
      {shown && shown.trips.length > 0 && (
        <CheckList value={value ? [value] : []} onChange={(v) => v[0] && onChoose(String(v[0]))}>
          {shown.trips.map((t) => (
            <CheckList.Item
              key={t.id}
              value={t.id}
              description={keepDates(`${t.date} · ${TEXT.sold(t.sold)} · ${TEXT.checkedCount(t.checked)}`)}
            >
              {t.day_label} {t.time}
            </CheckList.Item>
          ))}
        </CheckList>
      )}
    </div>
  );
}

/** The outcome of the last check: 验票成功 with whose ticket, or why it was refused. */
function OutcomeCard({ outcome }: { outcome: Outcome }) {
  if (outcome.ok) {
    const r = outcome.result;
    return (
      <div data-testid="check-result" data-ok="true">
        <Result status="success" title={TEXT.checkOk} description={`${r.passenger.name} · ${r.kind_label}`} />
        <List mode="card">
          <List.Item extra={r.passenger.name}>{TEXT.passenger}</List.Item>
          <List.Item extra={`${r.route.name} ${r.trip.time}`}>{TEXT.trip}</List.Item>
          {r.stop && <List.Item extra={r.stop}>{TEXT.stop}</List.Item>}
          <List.Item extra={r.checked_time.slice(11, 16)}>{TEXT.usedAt}</List.Item>
        </List>
      </div>
    );
  }
  return (
    <div data-testid="check-result" data-ok="false" role="alert">
      <Result status="error" title={TEXT.checkFailed} description={outcome.message} />
    </div>
  );
}

/**
 * /bus/busSoftCheck (drivers: is_off3driver, and admins): choose the trip being driven, then scan a
 * passenger's code with the host's scanner (the native shell, DingTalk or WeChat; elsewhere the
 * host says to use the app, spec 8) or type it. The server marks a ticket used once; a used, foreign
 * or wrong-trip code is refused with the reason.
 */
export default function SoftCheckScreen() {
  const trips = useLoader(() => fetchCheckTrips(), []);
  const [chosen, setChosen] = useState<string | null>(useQueryValue('trip'));
  const [choosing, setChoosing] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const tripId = chosen ?? trips.data?.suggested_trip_id ?? null;

  const verify = async (value: string) => {
    if (!tripId) {
      setOutcome({ ok: false, message: TEXT.chooseTripFirst, code: value });
      return;
    }
    setBusy(true);
    try {
      const result = await checkCode({ trip_id: tripId, code: value });
      setOutcome({ ok: true, result });
      setCode('');
      void trips.reload();
    } catch (error) {
      setOutcome({ ok: false, message: refusalText(error), code: value });
    } finally {
      setBusy(false);
    }
  };

  const scan = async () => {
    try {
      const host = await whenHostReady();
      const scanned = await host.scan();
      await verify(scanned.value);
    } catch (error) {
      // The host's own words (spec 8): 扫码获取信息失败, 无法调取钉钉扫码, or where scanning works.
      setOutcome({ ok: false, message: error instanceof HostError ? error.message : refusalText(error), code: '' });
    }
  };

  if (trips.data === undefined) {
    const forbidden = failedResponse(trips.error)?.status === 403;
    return (
      <PageFrame title={titleOf('busSoftCheck')}>
        {trips.loading || trips.error === undefined ? (
          <LoadingBlock />
        ) : forbidden ? (
          <ErrorBlock status="default" title={TEXT.notDriver} description={null} />
        ) : (
          <LoadFailedBlock error={trips.error} onRetry={() => void trips.reload()} />
        )}
      </PageFrame>
    );
  }
  const label = tripLabel(trips.data, tripId);
  return (
    <PageFrame title={titleOf('busSoftCheck')}>
      <List mode="card">
        <List.Item onClick={() => setChoosing(true)} extra={label ? undefined : TEXT.chooseTrip} data-testid="current-trip">
          <div css={s.sub}>{TEXT.currentTrip}</div>
          <div css={s.strong}>{label ?? TEXT.chooseTripFirst}</div>
        </List.Item>
      </List>
      <List mode="card">
        <List.Item>
          <div css={styles.actions}>
            <Button block color="primary" size="large" onClick={() => void scan()} loading={busy} disabled={!tripId}>
              <ScanningOutline /> {TEXT.scan}
            </Button>
            <div css={styles.manual}>
              <Input
                aria-label={TEXT.manualCode}
                placeholder={TEXT.manualPlaceholder}
                value={code}
                onChange={setCode}
                clearable
                onEnterPress={() => code.trim() && void verify(code.trim())}
              />
              <Button
                color="primary"
                fill="outline"
                disabled={!tripId || code.trim() === '' || busy}
                onClick={() => void verify(code.trim())}
              >
                {TEXT.verify}
              </Button>
            </div>
          </div>
        </List.Item>
      </List>
      {outcome && <OutcomeCard outcome={outcome} />}
      <Popup visible={choosing} onMaskClick={() => setChoosing(false)} bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
        <TripChooser
          trips={trips.data}
          value={tripId}
          onChoose={(id) => {
            setChosen(id);
            setChoosing(false);
            setOutcome(null);
          }}
        />
      </Popup>
    </PageFrame>
  );
}
