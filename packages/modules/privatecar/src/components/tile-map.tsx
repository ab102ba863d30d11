/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { mapView, tileUrl, type LatLng } from '../tile-math.ts';

const W = 340;
const H = 240;

const styles = {
  box: css({
    position: 'relative',
    width: W,
    maxWidth: '100%',
    height: H,
    overflow: 'hidden',
    margin: '0 auto',
    background: 'var(--adm-color-box)',
  }),
  tile: css({ position: 'absolute', width: 256, height: 256 }),
  overlay: css({ position: 'absolute', inset: 0 }),
};

/** A map of the tile server's tiles with the trip's points joined by a line (start green, end red). */
export function TileMap({ template, points, label }: { template: string; points: readonly LatLng[]; label: string }) {
  const view = mapView(points, W, H);
  return (
    <div css={styles.box} role="img" aria-label={label} data-testid="tile-map">
      {view.tiles.map((t) => (
        <img
          key={`${String(t.x)}-${String(t.y)}`}
          css={styles.tile}
          style={{ left: t.left, top: t.top }}
          src={tileUrl(template, t)}
          alt=""
        />
      ))}
      <svg css={styles.overlay} width={W} height={H} viewBox={`0 0 ${String(W)} ${String(H)}`} aria-hidden>
        <polyline
          points={view.points.map((p) => `${String(p.x)},${String(p.y)}`).join(' ')}
          fill="none"
          stroke="var(--adm-color-primary)"
          strokeWidth={4}
          strokeLinecap="round"
        />
        {view.points.map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r={7} fill={i === 0 ? '#00b578' : '#ff3141'} stroke="#fff" strokeWidth={2} />
        ))}
      </svg>
    </div>
  );
}
