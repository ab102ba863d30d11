/** @jsxImportSource @emotion/react */
import type { SquareListItem } from '@campus/contracts';
import { keepDates } from '@campus/ui';
import { List, Tag } from 'antd-mobile';
import { slotText } from '../format.ts';
import { resourceName } from './booking-item.tsx';
import { s } from './styles.ts';

/** How many places are left, as the square says it. */
export const placesText = (left: number): string => (left > 0 ? `还剩${String(left)}个名额` : '名额已满');

/** A shared booking on the square: its title, what and when, who shares it, places left and comments. */
export function SquareItem({ entry, onOpen }: { entry: SquareListItem; onOpen: () => void }) {
  return (
    <List.Item
      onClick={onOpen}
      data-testid="square-item"
      extra={
        <Tag color={entry.places_left > 0 ? 'success' : 'default'} fill="outline" round>
          {placesText(entry.places_left)}
        </Tag>
      }
      description={
        <div css={s.sub}>
          <div>{keepDates(slotText(entry.slot))}</div>
          <div>
            {resourceName(entry)} · {entry.owner.name}发起 · {entry.joined_count}人已加入 · {entry.comment_count}条评论
          </div>
        </div>
      }
    >
      <span css={s.strong}>{entry.title}</span>
    </List.Item>
  );
}
