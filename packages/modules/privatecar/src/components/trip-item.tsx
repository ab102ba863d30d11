/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { PcarTripBrief } from '@campus/contracts';
import { List, Space } from 'antd-mobile';
import { keepDates } from '@campus/ui';
import { km, plate, yuan } from '../format.ts';
import { DistanceSourceTag, TripStateTag } from './tags.tsx';

const styles = {
  route: css({ fontSize: 15, color: 'var(--adm-color-text)', wordBreak: 'break-all' }),
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)', marginTop: 4 }),
  km: css({ fontSize: 15, fontWeight: 600, color: 'var(--hub-primary-text)' }),
};

/** One trip in a list: date and car, from → to, distance (typed or computed) and its claim state. */
export function TripItem({ trip, onClick }: { trip: PcarTripBrief; onClick?: () => void }) {
  return (
    <List.Item
      onClick={onClick}
      data-testid="trip-item"
      extra={
        <Space direction="vertical" align="end" style={{ '--gap': '4px' }}>
          <span css={styles.km}>{km(trip.distance_m)}</span>
          <TripStateTag state={trip.state} label={trip.state_label} />
        </Space>
      }
      description={
        <div css={styles.meta}>
          {keepDates(trip.trip_date)} · {plate(trip.vehicle.plate)} · <DistanceSourceTag source={trip.distance_source} />
          {trip.fees_fen > 0 ? ` · 费用 ${yuan(trip.fees_fen)}` : ''}
        </div>
      }
    >
      <div css={styles.route}>
        {trip.from.name} → {trip.to.name}
      </div>
    </List.Item>
  );
}
