/** @jsxImportSource @emotion/react */
import type { SeatArea } from '@campus/contracts';
import { keepDates } from '@campus/ui';
import { List, Tag } from 'antd-mobile';
import { s } from './styles.ts';

/** A seat area in the list: name, place, seats, today's hours, approval. */
export function AreaItem({ area, onOpen }: { area: SeatArea; onOpen: () => void }) {
  return (
    <List.Item
      onClick={onOpen}
      data-testid="area-item"
      description={
        <div css={s.sub}>
          <div>
            {area.place} · {area.seat_count}个座位
          </div>
          <div>{area.hours ? keepDates(`开放 ${area.hours.open}-${area.hours.close}`) : '当日不开放'}</div>
          {area.description && <div>{area.description}</div>}
        </div>
      }
      extra={
        area.rules.needs_approval ? (
          <Tag color="warning" fill="outline">
            需审批
          </Tag>
        ) : undefined
      }
    >
      <span css={s.strong}>{area.name}</span>
    </List.Item>
  );
}
