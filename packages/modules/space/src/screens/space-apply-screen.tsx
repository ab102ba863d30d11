/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import {
  hubToday,
  isoWeekday,
  spaceMessages,
  type BookingCreated,
  type BookingPreviewInput,
  type SpaceDetail,
  type SpaceMe,
  type Wait,
} from '@campus/contracts';
import {
  clearFieldErrors,
  DayInput,
  FieldErrorText,
  LoadFailedBlock,
  LoadingBlock,
  PageFrame,
  submitFailureMessage,
  useLoader,
} from '@campus/ui';
import { Button, ErrorBlock, Form, Input, List, NoticeBar } from 'antd-mobile';
import { NamedStepper } from '../components/named-stepper.tsx';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createBooking, fetchBooking, fetchMe, fetchSpace, fetchWaits } from '../api.ts';
import { clientKey } from '../client-key.ts';
import { BookingResult } from '../components/booking-result.tsx';
import { ClockInput } from '../components/clock-input.tsx';
import { PreviewPanel } from '../components/preview-panel.tsx';
import { s } from '../components/styles.ts';
import { addMinutesClock, endOptions, startOptions } from '../slots.ts';
import { useQueryId, useQueryValue } from '../hooks.ts';
import { buyPath, PATHS, withId } from '../paths.ts';
import { useBookingPreview } from '../preview.ts';
import { titleOf } from '../titles.ts';
import { waitFor } from '../wait.ts';
import { bookableDays } from '../format.ts';

const styles = {
  // the preview's card keeps its own margins; the buttons below it a gap
  footer: css({ display: 'flex', flexDirection: 'column', gap: 8, '& > .adm-list': { margin: '0 0 4px' } }),
};

/** What the preview sends while the purpose is still empty (the form itself asks for the real one). */
const PREVIEW_PURPOSE = '预约检查';

interface Values {
  date: string;
  start_time?: string;
  end_time?: string;
  purpose: string;
  attendees: number;
  repeat_weeks: number;
}

/** What the form opens with: the address's slot (a free gap's 预约, an offered wait), else today. */
interface Start {
  spaceId: string;
  date: string;
  start?: string | undefined;
  end?: string | undefined;
}

/** The slot an offered wait names (SPACE offer push: ?id= is the wait), from the caller's waits. */
async function startOfWait(id: string): Promise<Start | null> {
  const page = await fetchWaits(1, 50);
  const wait: Wait | undefined = page.results.find((w) => w.id === id && w.kind === 'space');
  return wait ? { spaceId: wait.resource_id, date: wait.slot.date, start: wait.slot.start_time, end: wait.slot.end_time } : null;
}

function ApplyForm({ space, me, start }: { space: SpaceDetail; me: SpaceMe; start: Start }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [key] = useState(clientKey);
  const [values, setValues] = useState<Values>({
    date: start.date,
    start_time: start.start,
    end_time: start.end,
    purpose: '',
    attendees: 1,
    repeat_weeks: 0,
  });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<BookingCreated | null>(null);

  const hours = space.rules.opening_hours.find((h) => h.weekday === isoWeekday(values.date)) ?? null;
  const starts = startOptions(space.rules, hours);
  const ends = values.start_time ? endOptions(space.rules, hours, values.start_time) : [];
  const days = useMemo(() => bookableDays(space.rules.advance_days), [space.rules.advance_days]);

  const input: BookingPreviewInput | null =
    values.start_time && values.end_time
      ? {
          kind: 'space',
          resource_id: space.id,
          date: values.date,
          start_time: values.start_time,
          end_time: values.end_time,
          purpose: values.purpose.trim(),
          attendees: values.attendees,
          repeat_weeks: values.repeat_weeks,
        }
      : null;
  // the server asks a space's purpose of the booking itself; the check of the slot goes before it is typed
  const preview = useBookingPreview(input && { ...input, purpose: input.purpose || PREVIEW_PURPOSE });
  const asked = preview.kind === 'ready' ? preview.result.dates[0] : undefined;
  const nothingBookable = preview.kind === 'ready' && preview.result.dates.every((d) => !d.ok);
  const blocked = me.blocked_until !== null;

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (v === null || input === null) return;
    setBusy(true);
    setMessage(null);
    try {
      const answer = await createBooking({ ...input, purpose: input.purpose, client_key: key });
      const first = answer.bookings[0];
      if (first && first.price_fen > 0 && !first.paid) {
        const full = await fetchBooking(first.id);
        if (full.can.pay && full.pay_purpose) {
          navigate(buyPath(full.pay_purpose, full.id));
          return;
        }
      }
      setCreated(answer);
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  if (created)
    return (
      <BookingResult
        created={created}
        needsApproval={space.needs_approval}
        onOpen={(id) => navigate(withId(PATHS.booking, id))}
        onBack={() => navigate(withId(PATHS.spaceDetail, space.id), { replace: true })}
        backText="返回场地"
      />
    );

  return (
    <>
      {blocked && (
        <NoticeBar
          color="alert"
          wrap
          content={me.blocked_reason ?? `暂不能预约，${me.blocked_until ?? ''}后恢复`}
          data-testid="blocked-notice"
        />
      )}
      <List mode="card">
        <List.Item
          description={`${space.place} · 可容纳${String(space.capacity)}人`}
          onClick={() => navigate(withId(PATHS.spaceDetail, space.id))}
        >
          <span css={s.strong}>{space.name}</span>
        </List.Item>
      </List>
      <Form
        form={form}
        mode="card"
        layout="horizontal"
        initialValues={values}
        onValuesChange={(changed, all) => {
          clearFieldErrors(form, changed);
          const next = { ...values, ...all };
          // a new day or start may leave the end outside what is offered
          if (('date' in changed || 'start_time' in changed) && next.start_time && next.end_time && next.end_time <= next.start_time) {
            next.end_time = addMinutesClock(next.start_time, space.rules.min_minutes);
            form.setFieldsValue({ end_time: next.end_time });
          }
          setValues(next);
        }}
        footer={
          <div css={styles.footer}>
            <PreviewPanel state={preview} />
            <FieldErrorText message={message} />
            {asked && !asked.ok && asked.reason === spaceMessages.slotTaken && input && (
              <Button
                block
                fill="outline"
                onClick={() =>
                  void waitFor({
                    kind: 'space',
                    resource_id: space.id,
                    date: input.date,
                    start_time: input.start_time,
                    end_time: input.end_time,
                  })
                }
              >
                候补该时段
              </Button>
            )}
            <Button block color="primary" size="large" loading={busy} disabled={blocked || nothingBookable} onClick={() => void submit()}>
              {space.needs_approval ? '提交审批' : '确认预约'}
            </Button>
          </div>
        }
      >
        <Form.Item name="date" label="日期" rules={[{ required: true, message: spaceMessages.date }]}>
          <DayInput title="日期" min={days[0]} max={days[days.length - 1]} />
        </Form.Item>
        <Form.Item name="start_time" label="开始时间" rules={[{ required: true, message: '请选择开始时间' }]}>
          <ClockInput title="开始时间" options={starts} placeholder={hours ? '请选择' : '当日不开放'} />
        </Form.Item>
        <Form.Item name="end_time" label="结束时间" rules={[{ required: true, message: '请选择结束时间' }]}>
          <ClockInput title="结束时间" options={ends} placeholder={values.start_time ? '请选择' : '先选开始时间'} />
        </Form.Item>
        <Form.Item name="purpose" label="用途" rules={[{ required: true, whitespace: true, message: spaceMessages.purpose }]}>
          <Input placeholder="如：部门周会、羽毛球" maxLength={100} aria-label="用途" />
        </Form.Item>
        <Form.Item name="attendees" label="参与人数" rules={[{ required: true, message: '请填写人数' }]}>
          <NamedStepper min={1} max={space.capacity} label="参与人数" />
        </Form.Item>
        <Form.Item
          name="repeat_weeks"
          label="每周重复"
          description={values.repeat_weeks > 0 ? `之后${String(values.repeat_weeks)}周的同一天也预约，冲突的日期将跳过` : '不重复'}
        >
          <NamedStepper min={0} max={12} label="每周重复周数" />
        </Form.Item>
      </Form>
    </>
  );
}

/**
 * /space/spaceApply?space=&date=[&start=&end=] (or ?id= of an offered wait): books a slot of a space
 * with its purpose and attendees, optionally weekly; the server's check shows each date (the clashing
 * ones listed and skipped), the price and whether it needs approval before it is sent; a person
 * stopped after no-shows is told when the form opens.
 */
export default function SpaceApplyScreen() {
  const waitId = useQueryId();
  const spaceParam = useQueryValue('space');
  const date = useQueryValue('date');
  const startParam = useQueryValue('start');
  const endParam = useQueryValue('end');
  const start = useLoader<Start | null>(async () => {
    if (spaceParam) return { spaceId: spaceParam, date: date ?? hubToday(), start: startParam ?? undefined, end: endParam ?? undefined };
    return waitId ? startOfWait(waitId) : null;
  }, [spaceParam, waitId, date, startParam, endParam]);
  const spaceId = start.data?.spaceId ?? null;
  const space = useLoader(async () => (spaceId ? fetchSpace(spaceId) : null), [spaceId]);
  const me = useLoader(() => fetchMe(), []);

  let body;
  if (start.data === null || (start.data === undefined && !start.loading && start.error === undefined))
    body = <ErrorBlock status="empty" title="未指定场地" description={null} />;
  else if (start.error !== undefined) body = <LoadFailedBlock error={start.error} onRetry={() => void start.reload()} />;
  else if (space.error !== undefined) body = <LoadFailedBlock error={space.error} onRetry={() => void space.reload()} />;
  else if (me.error !== undefined) body = <LoadFailedBlock error={me.error} onRetry={() => void me.reload()} />;
  else if (!start.data || !space.data || !me.data) body = <LoadingBlock />;
  else body = <ApplyForm space={space.data} me={me.data} start={start.data} />;
  return <PageFrame title={titleOf('spaceApply')}>{body}</PageFrame>;
}
