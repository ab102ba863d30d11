/** @jsxImportSource @emotion/react */
import type { BusComment } from '@campus/contracts';
import { List, Rate } from 'antd-mobile';
import { keepDates } from '@campus/ui';
import { TEXT } from '../texts.ts';
import { s } from './styles.ts';

/** Passengers' ratings of a route's trips, newest first. */
export function CommentList({ comments, average, count }: { comments: BusComment[]; average: number | null; count: number }) {
  return (
    <List
      mode="card"
      header={
        <span css={s.line}>
          {TEXT.comments}
          {average !== null && (
            <Rate readOnly allowHalf value={average} style={{ '--star-size': '14px' }} aria-label={`${String(average)}星`} />
          )}
          <span css={s.sub}>{average !== null ? `${String(average)} · ${TEXT.ratingCount(count)}` : TEXT.noComments}</span>
        </span>
      }
      data-testid="comment-list"
    >
      {comments.map((c) => (
        <List.Item
          key={c.id}
          description={
            <span css={s.sub}>
              {c.author.name} · {keepDates(c.created_time.slice(0, 16))}
              {c.trip_time ? keepDates(` · 乘坐 ${c.trip_time}`) : ''}
            </span>
          }
        >
          <span css={s.line}>
            <Rate readOnly value={c.rating} style={{ '--star-size': '12px' }} aria-label={`${String(c.rating)}星`} />
            <span>{c.content || '（未填写内容）'}</span>
          </span>
        </List.Item>
      ))}
    </List>
  );
}
