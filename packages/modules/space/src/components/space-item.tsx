/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { SpaceListItem } from '@campus/contracts';
import { keepDates } from '@campus/ui';
import { Image, List, Tag } from 'antd-mobile';
import { hourlyPrice } from '../format.ts';
import { s } from './styles.ts';

const styles = {
  photo: css({ width: 72, height: 72, borderRadius: 6, flex: 'none', background: 'var(--adm-color-fill-content)' }),
  placeholder: css({
    width: 72,
    height: 72,
    borderRadius: 6,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'var(--adm-color-fill-content)',
    color: 'var(--adm-color-weak)',
    fontSize: 12,
  }),
};

/** A space in the list: photo, name, type, place, capacity, today's hours, price; free or taken for the asked time. */
export function SpaceItem({ space, onOpen }: { space: SpaceListItem; onOpen: () => void }) {
  const photo = space.photo_urls[0];
  return (
    <List.Item
      onClick={onOpen}
      data-testid="space-item"
      prefix={
        photo ? (
          <Image src={photo} alt={space.name} css={styles.photo} fit="cover" lazy />
        ) : (
          <span css={styles.placeholder}>{space.kind_label}</span>
        )
      }
      extra={
        space.available === null ? undefined : (
          <Tag color={space.available ? 'success' : 'default'} fill="outline" round data-testid="space-available">
            {space.available ? '空闲' : '已占用'}
          </Tag>
        )
      }
      description={
        <div css={s.sub}>
          <div>
            {space.place} · {space.capacity}人
          </div>
          <div>{space.hours ? keepDates(`开放 ${space.hours.open}-${space.hours.close}`) : '当日不开放'}</div>
          <div css={s.tags}>
            <Tag color="primary" fill="outline">
              {space.kind_label}
            </Tag>
            <Tag color={space.price_per_hour_fen === 0 ? 'success' : 'warning'} fill="outline">
              {hourlyPrice(space.price_per_hour_fen)}
            </Tag>
            {space.needs_approval && (
              <Tag color="warning" fill="outline">
                需审批
              </Tag>
            )}
          </div>
        </div>
      }
    >
      <span css={s.strong}>{space.name}</span>
    </List.Item>
  );
}
