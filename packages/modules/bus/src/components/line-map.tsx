/** @jsxImportSource @emotion/react */
import type { BusPosition, BusRouteDetail } from '@campus/contracts';
import { whenHostReady, HostError } from '@campus/core';
import { FieldErrorText, Loadable, PageFrame, useLoader, keepDates } from '@campus/ui';
import { Button, ErrorBlock, List, NoticeBar, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchConfig, fetchPositions, fetchRoute, fetchRoutes, reportPosition } from '../api.ts';
import { useQueryId } from '../hooks.ts';
import { nearestStop } from '../map-math.ts';
import { withId } from '../paths.ts';
import { refusalText } from '../refusal.ts';
import { TEXT } from '../texts.ts';
import { StopSteps } from './stop-steps.tsx';
import { s } from './styles.ts';
import { TileMap } from './tile-map.tsx';

/** The recent positions are asked again this often on the 实时位置 screen. */
export const POSITIONS_REFRESH_MS = 15_000;

/** Where the bus is: its last report, the nearest stop, when, how fast. */
function LastPosition({ route, last }: { route: BusRouteDetail; last: BusPosition | null }) {
  if (!last)
    return (
      <List mode="card" header={TEXT.lastPosition}>
        <List.Item>{TEXT.noPosition}</List.Item>
      </List>
    );
  const near = nearestStop(route.stops, last);
  return (
    <List mode="card" header={TEXT.lastPosition} data-testid="last-position">
      {near && <List.Item extra={`${near.stop.name}（约${String(Math.round(near.metres))}米）`}>{TEXT.nearStop}</List.Item>}
      <List.Item extra={keepDates(last.reported_time.slice(0, 16))}>{TEXT.reportedAt}</List.Item>
      {last.speed_kmh !== null && <List.Item extra={`${String(Math.round(last.speed_kmh))} km/h`}>{TEXT.speed}</List.Item>}
      <List.Item extra={`${last.latitude.toFixed(5)}, ${last.longitude.toFixed(5)}`}>坐标</List.Item>
    </List>
  );
}

/** A driver reports where the bus is now, with the host's location (GCJ-02). */
function ReportButton({ routeId, onReported }: { routeId: string; onReported: () => void }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const report = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const host = await whenHostReady();
      const at = await host.getLocation();
      await reportPosition(routeId, { latitude: at.latitude, longitude: at.longitude });
      Toast.show({ content: TEXT.reported });
      onReported();
    } catch (error) {
      setMessage(error instanceof HostError ? error.message : refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <FieldErrorText message={message} />
      <Button block color="primary" fill="outline" loading={busy} onClick={() => void report()}>
        {TEXT.report}
      </Button>
    </>
  );
}

/** Without a line in the address: the plant bus lines to choose from. */
function LinePick({ path }: { path: string }) {
  const navigate = useNavigate();
  const lines = useLoader(() => fetchRoutes('plant'), []);
  return (
    <Loadable state={lines}>
      {(data) => (
        <List mode="card" header={TEXT.chooseLine}>
          {data.results.map((r) => (
            <List.Item key={r.id} onClick={() => navigate(withId(path, r.id), { replace: true })}>
              {r.name}
            </List.Item>
          ))}
        </List>
      )}
    </Loadable>
  );
}

/**
 * plantBusMap (the line on the map) and plantBusRecentMap (where its bus is, asked again every
 * POSITIONS_REFRESH_MS, and the recent reports). With a tile server configured, a map; otherwise
 * the stops as a list with the last reported position and time.
 */
export function LineMap({ mode, title, path }: { mode: 'map' | 'recent'; title: string; path: string }) {
  const id = useQueryId();
  const config = useLoader(() => fetchConfig(), []);
  const route = useLoader(() => (id ? fetchRoute(id) : Promise.resolve(null)), [id]);
  const positions = useLoader(() => (id ? fetchPositions(id) : Promise.resolve(null)), [id]);
  const { reload } = positions;
  useEffect(() => {
    if (mode !== 'recent' || !id) return;
    const timer = setInterval(() => void reload(), POSITIONS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [mode, id, reload]);

  if (id === null)
    return (
      <PageFrame title={title}>
        <LinePick path={path} />
      </PageFrame>
    );
  const last = positions.data?.results[0] ?? null;
  const tiles = config.data?.map_tile_url ?? null;
  return (
    <PageFrame
      title={title}
      right={
        mode === 'recent' ? (
          <Button size="small" fill="none" color="primary" onClick={() => void reload()}>
            {TEXT.refresh}
          </Button>
        ) : undefined
      }
    >
      <Loadable state={route}>
        {(r) => (
          <>
            <List mode="card">
              <List.Item description={<span css={s.sub}>{r.vehicle ? `${TEXT.vehicle} ${r.vehicle}` : `${r.from} → ${r.to}`}</span>}>
                <span css={s.strong}>{r.name}</span>
              </List.Item>
            </List>
            {tiles ? (
              <List mode="card">
                <List.Item>
                  <TileMap template={tiles} attribution={config.data?.map_attribution ?? null} stops={r.stops} bus={last} />
                </List.Item>
              </List>
            ) : (
              config.data && <NoticeBar content={TEXT.mapFallback} color="info" wrap data-testid="map-fallback" />
            )}
            <LastPosition route={r} last={last} />
            {mode === 'map' && (
              <List mode="card" header={TEXT.stops}>
                <List.Item>
                  <StopSteps stops={r.stops} />
                </List.Item>
              </List>
            )}
            {mode === 'recent' && (
              <>
                {positions.data && positions.data.results.length > 1 && (
                  <List mode="card" header={TEXT.recentReports}>
                    {positions.data.results.slice(0, 10).map((p) => {
                      const near = nearestStop(r.stops, p);
                      return (
                        <List.Item
                          key={p.reported_at}
                          extra={p.reported_time.slice(11, 16)}
                          description={p.reporter ? <span css={s.sub}>{p.reporter.name}</span> : undefined}
                        >
                          {near ? `${near.stop.name}附近` : `${p.latitude.toFixed(4)}, ${p.longitude.toFixed(4)}`}
                        </List.Item>
                      );
                    })}
                  </List>
                )}
                {r.can_check && (
                  <List mode="card">
                    <List.Item>
                      <ReportButton routeId={r.id} onReported={() => void reload()} />
                    </List.Item>
                  </List>
                )}
              </>
            )}
            {positions.error !== undefined && !positions.data && <ErrorBlock status="default" title={TEXT.noPosition} description={null} />}
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}
