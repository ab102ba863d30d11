/** @jsxImportSource @emotion/react */
import type { BookingCreated } from '@campus/contracts';
import { keepDates } from '@campus/ui';
import { Button, List, Result } from 'antd-mobile';
import { slotText, weekdayLabel } from '../format.ts';
import { resourceName } from './booking-item.tsx';
import { BookingStatusTag } from './status-tag.tsx';
import { s } from './styles.ts';

export interface BookingResultProps {
  created: BookingCreated;
  needsApproval: boolean;
  onOpen: (id: string) => void;
  onBack: () => void;
  backText: string;
}

/**
 * What a booking came to: 预约成功 (or 已提交审批), every booking made, and the dates of a weekly
 * series that were skipped with the reason (never dropped silently).
 */
export function BookingResult({ created, needsApproval, onOpen, onBack, backText }: BookingResultProps) {
  const first = created.bookings[0];
  return (
    <div data-testid="booking-result">
      <Result
        status={needsApproval ? 'waiting' : 'success'}
        title={needsApproval ? '已提交审批' : '预约成功'}
        description={needsApproval ? '审批通过后生效，结果会通知您' : '请在开始前后到场扫码签到'}
      />
      <List mode="card" header={`已预约（${String(created.bookings.length)}）`}>
        {created.bookings.map((b) => (
          <List.Item key={b.id} onClick={() => onOpen(b.id)} extra={<BookingStatusTag status={b.status} />} data-testid="created-booking">
            <div>{resourceName(b)}</div>
            <div css={s.sub}>{keepDates(slotText(b.slot))}</div>
          </List.Item>
        ))}
      </List>
      {created.skipped.length > 0 && (
        <List mode="card" header={`已跳过的日期（${String(created.skipped.length)}）`} data-testid="skipped-dates">
          {created.skipped.map((d) => (
            <List.Item key={d.date} description={d.reason ?? undefined}>
              {keepDates(`${d.date} ${weekdayLabel(d.date)}`)}
            </List.Item>
          ))}
        </List>
      )}
      <div css={[s.pad, s.footer]}>
        <Button block onClick={onBack}>
          {backText}
        </Button>
        {first && (
          <Button block color="primary" onClick={() => onOpen(first.id)}>
            查看预约
          </Button>
        )}
      </div>
    </div>
  );
}
