/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { PcarPoint, PcarTrip } from '@campus/contracts';
import { Loadable, PageFrame, SectionCard, useLoader } from '@campus/ui';
import { List, NoticeBar, Space } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { fetchConfig, fetchTrip } from '../api.ts';
import { MissingId, queryValue } from '../components/missing-id.tsx';
import { DistanceSourceTag } from '../components/tags.tsx';
import { TileMap } from '../components/tile-map.tsx';
import { km } from '../format.ts';
import { TEXT } from '../texts.ts';

const styles = {
  coords: css({ fontSize: 13, color: 'var(--adm-color-weak)', fontVariantNumeric: 'tabular-nums' }),
  seq: css({ fontWeight: 600, color: 'var(--hub-primary-text)' }),
};

const coords = (p: PcarPoint): string =>
  p.lat === null || p.lng === null ? '无坐标（手动输入的地点）' : `北纬 ${p.lat.toFixed(4)}，东经 ${p.lng.toFixed(4)}`;

function PointsList({ trip }: { trip: PcarTrip }) {
  const points: [string, PcarPoint][] = [
    ['起点', trip.from],
    ['终点', trip.to],
  ];
  return (
    <List mode="card" header="行程点">
      {points.map(([kind, p], i) => (
        <List.Item
          key={kind}
          data-testid="route-point"
          prefix={<span css={styles.seq}>{i + 1}</span>}
          description={<span css={styles.coords}>{coords(p)}</span>}
          extra={kind}
        >
          {p.name}
        </List.Item>
      ))}
      <List.Item
        extra={
          <Space align="center" style={{ '--gap': '6px' }}>
            <span>{km(trip.distance_m)}</span>
            <DistanceSourceTag source={trip.distance_source} />
          </Space>
        }
      >
        里程
      </List.Item>
    </List>
  );
}

/**
 * 行程轨迹 (/privateCar/pCarTripMap?id=): a map of the trip when the company has a tile server
 * (config tile_url), otherwise the route as a list of points; the screen says which.
 */
export default function TripMapScreen() {
  const [search] = useSearchParams();
  const id = queryValue(search);
  const data = useLoader(async () => (id === null ? null : { trip: await fetchTrip(id), config: await fetchConfig() }), [id]);
  return (
    <PageFrame title="行程轨迹">
      {id === null ? (
        <MissingId />
      ) : (
        <Loadable state={data}>
          {({ trip, config }) => {
            const located = [trip.from, trip.to].flatMap((p) => (p.lat === null || p.lng === null ? [] : [{ lat: p.lat, lng: p.lng }]));
            const tiles = config.tile_url;
            return (
              <>
                <NoticeBar color="info" wrap content={tiles ? TEXT.tileServer : TEXT.noTileServer} data-testid="map-mode" />
                {tiles && located.length > 0 && (
                  <SectionCard title={`${trip.from.name} → ${trip.to.name}`}>
                    <TileMap template={tiles} points={located} label={`行程地图：${trip.from.name}至${trip.to.name}`} />
                  </SectionCard>
                )}
                <PointsList trip={trip} />
              </>
            );
          }}
        </Loadable>
      )}
    </PageFrame>
  );
}
