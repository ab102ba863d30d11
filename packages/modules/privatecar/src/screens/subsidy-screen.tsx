/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { pickerToday, type PcarSubsidyListItem } from '@campus/contracts';
import { showToast } from '@campus/core';
import {
  FieldErrorText,
  HoldBelowWhileLoading,
  ListPage,
  Loadable,
  PageFrame,
  failedResponse,
  loadErrorText,
  readServerErrors,
  useLoader,
  keepDates,
} from '@campus/ui';
import { Button, DatePicker, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createSubsidy, fetchSubsidies, previewSubsidy } from '../api.ts';
import { SubsidyTotals } from '../components/subsidy-totals.tsx';
import { OrderStatusTag } from '../components/tags.tsx';
import { TripItem } from '../components/trip-item.tsx';
import { dayOf, monthLabel, yuan } from '../format.ts';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';

const styles = {
  footer: css({ padding: '0 12px 12px' }),
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)' }),
};

/** The words of a refused claim: the field message ({month: [...]}) or the catalogue's. */
function refusal(error: unknown): string {
  const response = failedResponse(error);
  if (response === null || response.status >= 500) return loadErrorText(error);
  const { fields, message } = readServerErrors(response.data);
  return message ?? fields[0]?.errors[0] ?? loadErrorText(error);
}

/**
 * 补贴 (/privateCar/pCarSubsidy): choose a month, see what the claim would hold (computed on the
 * server in fen: rate × the month's km, rounded half up, plus the fees), submit it; the claims below.
 */
export default function SubsidyScreen() {
  const navigate = useNavigate();
  const now = pickerToday(); // claims are for hub months
  const [month, setMonth] = useState(dayOf(now).slice(0, 7));
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const preview = useLoader(() => previewSubsidy(month), [month]);

  const submit = async () => {
    setMessage(null);
    setBusy(true);
    try {
      const claim = await createSubsidy(month);
      void showToast(TEXT.submitted, { icon: 'success' });
      navigate(withId(PATHS.subsidyDetail, claim.id));
    } catch (error) {
      setMessage(refusal(error));
      void preview.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="补贴申请">
      <List mode="card" header="申请补贴">
        <List.Item arrow onClick={() => setPicking(true)} extra={<span data-testid="subsidy-month">{keepDates(monthLabel(month))}</span>}>
          补贴月份
        </List.Item>
      </List>
      <DatePicker
        visible={picking}
        precision="month"
        title="补贴月份"
        min={new Date(now.getFullYear() - 2, 0, 1)}
        max={now}
        value={new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)}
        onClose={() => setPicking(false)}
        onConfirm={(value) => {
          setMessage(null);
          setMonth(dayOf(value).slice(0, 7));
        }}
      />
      {/* the applications wait for the month’s preview above them: nothing moves under a tap (issue 35) */}
      <HoldBelowWhileLoading
        below={
          <List mode="card" header="我的补贴申请">
            <ListPage<PcarSubsidyListItem>
              load={fetchSubsidies}
              keyOf={(s) => s.id}
              empty="暂无补贴申请"
              renderItem={(s) => (
                <List.Item
                  data-testid="subsidy-item"
                  arrow
                  onClick={() => navigate(withId(PATHS.subsidyDetail, s.id))}
                  extra={<OrderStatusTag orderType={s.order_type} status={s.status} label={s.status_label} />}
                  description={
                    <span css={styles.meta}>
                      {String(s.trip_count)} 次出车 · 提交于 {keepDates(s.created_time.slice(0, 16))}
                    </span>
                  }
                >
                  {monthLabel(s.period)} {yuan(s.total_fen)}
                </List.Item>
              )}
            />
          </List>
        }
      >
        <Loadable state={preview}>
          {(p) => (
            <>
              <SubsidyTotals totals={p} title="本次可申请" />
              <List mode="card" header={`未申请补贴的出车（${String(p.trip_count)}）`}>
                {p.trips.length === 0 && <List.Item>该月没有可申请补贴的出车记录</List.Item>}
                {p.trips.map((t) => (
                  <TripItem key={t.id} trip={t} onClick={() => navigate(withId(PATHS.detail, t.id))} />
                ))}
              </List>
              <div css={styles.footer}>
                <FieldErrorText message={message} />
                <Button block color="primary" size="large" loading={busy} disabled={p.trip_count === 0} onClick={() => void submit()}>
                  提交补贴申请 {yuan(p.total_fen)}
                </Button>
              </div>
            </>
          )}
        </Loadable>
      </HoldBelowWhileLoading>
    </PageFrame>
  );
}
