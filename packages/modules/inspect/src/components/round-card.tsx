/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { RoundInfo, RoundPoint } from '@campus/contracts';
import { keepDates, SectionCard } from '@campus/ui';
import { Button, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PATHS, withId } from '../paths.ts';
import { StateTag, type Tone } from './common.tsx';

const styles = {
  meta: css({ color: 'var(--adm-color-text-secondary)', fontSize: 13 }),
  warn: css({ color: 'var(--adm-color-danger)', fontSize: 13, padding: '4px 0' }),
  tags: css({ display: 'inline-flex', gap: 4, marginLeft: 6 }),
};

export const ROUND_TONES: Record<RoundInfo['status'], Tone> = {
  pending: 'default',
  in_progress: 'primary',
  done: 'success',
  incomplete: 'danger',
};

const abnormalCount = (p: RoundPoint) => p.record?.results.filter((r) => r.result === 'abnormal').length ?? 0;

/** One point of a round: scanned (when, in order or not, abnormal items) or still to scan. */
function PointRow({ point, onAnswer }: { point: RoundPoint; onAnswer?: (point: RoundPoint) => void }) {
  const navigate = useNavigate();
  const record = point.record;
  const unanswered = record !== null && record.results.length === 0 && point.items.length > 0;
  const rectification = record?.results.find((r) => r.rectification_id)?.rectification_id ?? null;
  return (
    <List.Item
      data-testid="round-point"
      prefix={<span aria-hidden="true">{point.seq}.</span>}
      description={
        <>
          {point.place}
          {record && (
            <span css={styles.tags}>
              {record.out_of_order && <Tag color="warning">顺序错误</Tag>}
              {abnormalCount(point) > 0 && <Tag color="danger">异常{abnormalCount(point)}项</Tag>}
              {record.location_refused && <Tag>未定位</Tag>}
            </span>
          )}
        </>
      }
      extra={
        unanswered && onAnswer ? (
          <Button size="small" color="primary" onClick={() => onAnswer(point)}>
            填写检查项
          </Button>
        ) : rectification ? (
          <Button size="small" fill="outline" onClick={() => navigate(withId(PATHS.rectifyDetail, rectification))}>
            查看整改
          </Button>
        ) : record ? (
          <span data-testid="point-time">{keepDates(`已打卡 ${record.scanned_time.slice(11, 16)}`)}</span>
        ) : (
          '未打卡'
        )
      }
    >
      {point.name}
    </List.Item>
  );
}

/** A round: its route, shift, state and progress, every point, and what was missed or out of order. */
export function RoundCard({ round, onAnswer }: { round: RoundInfo; onAnswer?: (point: RoundPoint) => void }) {
  return (
    <SectionCard title={round.route.name} extra={<StateTag label={round.status_label} tone={ROUND_TONES[round.status]} />}>
      <div css={styles.meta} data-testid="round-meta">
        {keepDates(`${round.start_time.slice(0, 16)} - ${round.end_time.slice(11, 16)}`)} · 已巡 {round.points_done}/{round.points_total}
        {round.ordered ? ' · 按顺序巡检' : ''}
      </div>
      {round.missed.length > 0 && (
        <div css={styles.warn} data-testid="round-missed">
          {round.status === 'incomplete' ? '漏检' : '未巡'}：{round.missed.map((p) => p.name).join('、')}
        </div>
      )}
      {round.out_of_order.length > 0 && (
        <div css={styles.warn} data-testid="round-out-of-order">
          顺序错误：{round.out_of_order.map((p) => p.name).join('、')}
        </div>
      )}
      <List>
        {round.points.map((p) => (
          <PointRow key={p.id} point={p} onAnswer={onAnswer} />
        ))}
      </List>
    </SectionCard>
  );
}
