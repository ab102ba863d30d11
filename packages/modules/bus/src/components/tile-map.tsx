/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { BusPosition, BusStop } from '@campus/contracts';
import { useLayoutEffect, useRef, useState } from 'react';
import { fitView, placeIn, tilesOf, type LatLng } from '../map-math.ts';
import { TEXT } from '../texts.ts';

/** Until the box is measured: a phone's card width (375 - margins and padding). */
const DEFAULT_WIDTH = 311;
const HEIGHT = 240;

const styles = {
  box: css({
    position: 'relative',
    width: '100%',
    height: HEIGHT,
    overflow: 'hidden',
    margin: '0 auto',
    background: '#e8eef2',
    borderRadius: 8,
  }),
  tile: css({ position: 'absolute', width: 256, height: 256, userSelect: 'none' }),
  overlay: css({ position: 'absolute', left: 0, top: 0 }),
  attribution: css({
    position: 'absolute',
    right: 4,
    bottom: 2,
    fontSize: 10,
    color: '#333',
    background: 'rgba(255,255,255,0.85)',
    padding: '0 4px',
  }),
};

/**
 * A route on map tiles of the configured tile server: its stops joined in order, the first stop
 * filled, and the bus where it last reported. Drawn without a map library: the view is fitted to
 * the points once (map-math.ts); the stops are also listed in text beside it.
 */
export function TileMap({
  template,
  attribution,
  stops,
  bus,
}: {
  template: string;
  attribution: string | null;
  stops: BusStop[];
  bus: BusPosition | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const measured = box.current?.clientWidth ?? 0;
    if (measured > 0) setWidth(measured);
  }, []);
  const placed = stops.filter((s): s is BusStop & LatLng => s.latitude !== null && s.longitude !== null);
  const points: LatLng[] = [...placed, ...(bus ? [bus] : [])];
  const view = fitView(points, width, HEIGHT);
  if (!view) return null;
  const line = placed.map((p) => placeIn(view, p));
  const busAt = bus ? placeIn(view, bus) : null;
  const label = `${TEXT.map}：${placed.map((p) => p.name).join('、')}${bus ? `；${TEXT.busHere} ${bus.reported_time.slice(11, 16)}` : ''}`;
  return (
    <div ref={box} css={styles.box} role="img" aria-label={label} data-testid="tile-map">
      {tilesOf(view, template).map((t) => (
        <img key={t.key} css={styles.tile} src={t.url} alt="" style={{ left: t.x, top: t.y }} draggable={false} />
      ))}
      <svg css={styles.overlay} width={width} height={HEIGHT} aria-hidden="true">
        <polyline
          points={line.map((p) => `${String(p.x)},${String(p.y)}`).join(' ')}
          fill="none"
          stroke="#1677ff"
          strokeWidth={4}
          strokeLinejoin="round"
        />
        {line.map((p, i) => (
          <circle
            key={placed[i]?.id}
            cx={p.x}
            cy={p.y}
            r={i === 0 ? 7 : 5}
            fill={i === 0 ? '#1677ff' : '#ffffff'}
            stroke="#1677ff"
            strokeWidth={2}
          />
        ))}
        {busAt && (
          <g data-testid="bus-marker">
            <circle cx={busAt.x} cy={busAt.y} r={10} fill="#ff3141" stroke="#ffffff" strokeWidth={3} />
            <text x={busAt.x} y={busAt.y + 4} fontSize={10} textAnchor="middle" fill="#ffffff">
              车
            </text>
          </g>
        )}
      </svg>
      {attribution && <span css={styles.attribution}>{attribution}</span>}
    </div>
  );
}
