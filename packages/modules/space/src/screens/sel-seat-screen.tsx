/** @jsxImportSource @emotion/react */
import type { BookingCreated, Seat, SeatPlan as SeatPlanData } from '@campus/contracts';
import { SPACE_STATUS } from '@campus/contracts';
import { FieldErrorText, keepDates, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, ErrorBlock, List, NoticeBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createBooking, fetchBooking, fetchPlan } from '../api.ts';
import { clientKey } from '../client-key.ts';
import { BookingResult } from '../components/booking-result.tsx';
import { SeatPlan } from '../components/seat-plan.tsx';
import { s } from '../components/styles.ts';
import { weekdayLabel } from '../format.ts';
import { useQueryValue } from '../hooks.ts';
import { buyPath, PATHS, withId, withQuery } from '../paths.ts';
import { refusalText } from '../refusal.ts';
import { titleOf } from '../titles.ts';

interface SlotWindow {
  area: string;
  date: string;
  start: string;
  end: string;
}

function useSlotWindow(): SlotWindow | null {
  const area = useQueryValue('area');
  const date = useQueryValue('date');
  const start = useQueryValue('start');
  const end = useQueryValue('end');
  return area && date && start && end ? { area, date, start, end } : null;
}

function ChosenSeat({ seat, onDetail }: { seat: Seat; onDetail: () => void }) {
  return (
    <List mode="card" header="已选座位">
      <List.Item
        data-testid="chosen-seat"
        onClick={onDetail}
        extra="座位详情"
        description={
          seat.feature_labels.length > 0 ? (
            <div css={s.tags}>
              {seat.feature_labels.map((f) => (
                <Tag key={f} fill="outline">
                  {f}
                </Tag>
              ))}
            </div>
          ) : undefined
        }
      >
        <span css={s.strong}>{seat.number}号</span>
      </List.Item>
    </List>
  );
}

function PlanBody({ plan, slot, preselected }: { plan: SeatPlanData; slot: SlotWindow; preselected: string | null }) {
  const navigate = useNavigate();
  const free = (id: string | null) => plan.seats.find((seat) => seat.id === id && seat.free !== false) ?? null;
  const [chosen, setChosen] = useState<Seat | null>(free(preselected));
  const [key] = useState(clientKey);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [created, setCreated] = useState<BookingCreated | null>(null);

  const book = async () => {
    if (!chosen) return;
    setBusy(true);
    setMessage(null);
    try {
      const answer = await createBooking({
        kind: 'seat',
        resource_id: chosen.id,
        date: slot.date,
        start_time: slot.start,
        end_time: slot.end,
        purpose: '',
        attendees: 1,
        repeat_weeks: 0,
        client_key: key,
      });
      const first = answer.bookings[0];
      if (first && first.price_fen > 0 && !first.paid) {
        const full = await fetchBooking(first.id);
        if (full.can.pay && full.pay_purpose) return navigate(buyPath(full.pay_purpose, full.id));
      }
      setCreated(answer);
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  if (created)
    return (
      <BookingResult
        created={created}
        needsApproval={created.bookings[0]?.status.code === SPACE_STATUS.inApproval}
        onOpen={(id) => navigate(withId(PATHS.booking, id))}
        onBack={() => navigate(`${PATHS.seat}?tab=mine`, { replace: true })}
        backText="我的预约"
      />
    );

  const freeCount = plan.seats.filter((seat) => seat.free !== false).length;
  return (
    <>
      <List mode="card">
        <List.Item
          description={keepDates(`${slot.date} ${weekdayLabel(slot.date)} ${slot.start}-${slot.end} · 空闲${String(freeCount)}个`)}
        >
          <span css={s.strong}>{plan.area.name}</span>
        </List.Item>
      </List>
      {plan.my_booking && (
        <NoticeBar
          color="alert"
          wrap
          data-testid="my-seat-notice"
          content={`您在该时段已预约了${plan.my_booking.area_name} ${plan.my_booking.seat_number}号，同一时段只能预约一个座位`}
        />
      )}
      <SeatPlan area={plan.area} seats={plan.seats} selected={chosen?.id ?? null} onSelect={setChosen} />
      {chosen && <ChosenSeat seat={chosen} onDetail={() => navigate(withQuery(PATHS.seatDetail, { id: chosen.id, date: slot.date }))} />}
      <div css={s.pad}>
        <FieldErrorText message={message} />
        <Button
          block
          color="primary"
          size="large"
          loading={busy}
          disabled={!chosen || plan.my_booking !== null}
          onClick={() => void book()}
        >
          {chosen ? `确认预约 ${chosen.number}号` : '请选择空闲座位'}
        </Button>
      </div>
    </>
  );
}

/**
 * /seat/seatApply/spaceSelSeatNo?area=&date=&start=&end=: the area's plan for the chosen period with
 * only the free seats selectable; 确认预约 books the chosen one (a second seat at the same time is
 * refused, and said so before).
 */
export default function SelSeatScreen() {
  const slot = useSlotWindow();
  const preselected = useQueryValue('seat');
  const plan = useLoader(
    async () => (slot ? fetchPlan(slot.area, { date: slot.date, start_time: slot.start, end_time: slot.end }) : null),
    [slot?.area, slot?.date, slot?.start, slot?.end],
  );
  return (
    <PageFrame title={titleOf('spaceSelSeatNo')}>
      {slot === null ? (
        <ErrorBlock status="empty" title="请先选择区域和时段" description={null} />
      ) : (
        <Loadable state={plan}>{(p) => <PlanBody plan={p} slot={slot} preselected={preselected} />}</Loadable>
      )}
    </PageFrame>
  );
}
