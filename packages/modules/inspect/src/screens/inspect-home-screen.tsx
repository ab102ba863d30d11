/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { RoundInfo, RoundPoint } from '@campus/contracts';
import { alertDialog, MSG_LOCATION_DENIED, showToast, useStores } from '@campus/core';
import { FieldErrorText, LoadFailedBlock, LoadingBlock, refusalText, PageFrame, scanWithHost, useLoader } from '@campus/ui';
import { Button, ErrorBlock, Grid } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchToday } from '../api.ts';
import { CheckItemsPopup } from '../components/check-items-popup.tsx';
import { RoundCard } from '../components/round-card.tsx';
import { ViolationPopup } from '../components/violation-popup.tsx';
import { PointsView } from '../components/points-view.tsx';
import { recordCheckpoint } from '../patrol-scan.ts';
import { PATHS } from '../paths.ts';

const styles = {
  entries: css({ margin: '12px 12px 0', background: 'var(--adm-color-background)', borderRadius: 8, padding: '8px 0' }),
  entry: css({
    width: '100%',
    padding: '10px 0',
    border: 0,
    background: 'none',
    font: 'inherit',
    fontSize: 14,
    color: 'var(--adm-color-text)',
    cursor: 'pointer',
  }),
  scan: css({ padding: '12px 12px 0' }),
};

/** Where the patrolman goes from his rounds. */
const ENTRIES = [
  { label: '整改', path: PATHS.rectify },
  { label: '巡检记录', path: PATHS.record },
  { label: '整改任务', path: PATHS.reformList },
  { label: '告警', path: PATHS.alarm },
] as const;

/**
 * 巡检 (/inspect, the inspectH5 entry of a patrolman, issue 39): the rounds of the day. Scanning a
 * checkpoint (here, or through /scanCode which opens `?code=`) records it at the server's time, with
 * the place if allowed, and asks its check items; missed and out-of-order points are named; an
 * abnormal item with a photo opens a rectification. A violation found on the way is recorded here.
 * With `?view=points`, an admin's checkpoints (巡检点设置).
 */
export default function InspectHomeScreen() {
  const [params] = useSearchParams();
  const auth = useStores().session.auth;
  const admin = auth?.is_admin === true || auth?.role === 'admin';
  if (params.get('view') === 'points') {
    return (
      <PageFrame title="巡检点设置">
        {admin ? <PointsView /> : <ErrorBlock status="default" title="没有权限" description="巡检点由单位管理员设置" />}
      </PageFrame>
    );
  }
  return <Rounds admin={admin} />;
}

/** The rounds of the day (the screen without `?view=`). */
function Rounds({ admin }: { admin: boolean }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const today = useLoader(() => fetchToday(), []);
  // rounds changed by a scan or an answer since the day's list came (a scan handed over by the scanner may land first)
  const [changed, setChanged] = useState<Record<string, RoundInfo>>({});
  const [answering, setAnswering] = useState<RoundPoint | null>(null);
  const [reporting, setReporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const listed = today.data?.map((r) => changed[r.id] ?? r);
  const shown = listed && [...listed, ...Object.values(changed).filter((r) => !listed.some((l) => l.id === r.id))];

  const replace = (round: RoundInfo) => setChanged((all) => ({ ...all, [round.id]: round }));

  const record = async (code: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const { answer, locationRefused } = await recordCheckpoint(code);
      replace(answer.round);
      const point = answer.round.points.find((p) => p.id === answer.point_id) ?? null;
      if (locationRefused) {
        // spec 8: the refusal's words stay on screen (a success toast would replace them); the scan is recorded
        void showToast(MSG_LOCATION_DENIED);
        setMessage(MSG_LOCATION_DENIED);
      }
      if (answer.out_of_order && answer.skipped.length > 0) {
        await alertDialog(`请按顺序巡检，尚未巡检：${answer.skipped.map((p) => p.name).join('、')}`, {
          title: '顺序错误',
          confirmText: '知道了',
        });
      } else if (!locationRefused) {
        void showToast(answer.created ? `${point?.name ?? ''}打卡成功` : '该点已打卡', { icon: 'success' });
      }
      if (point && point.items.length > 0 && point.record?.results.length === 0) setAnswering(point);
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  // a code handed over by the scanner (/scanCode): recorded once, then taken off the address
  const handed = useRef(false);
  const code = params.get('code');
  useEffect(() => {
    if (!code || handed.current) return;
    handed.current = true;
    setParams({}, { replace: true });
    void record(code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one scan per handed code
  }, [code]);

  const scan = async () => {
    const outcome = await scanWithHost();
    if (outcome.ok) await record(outcome.code.type === 'barcode' ? `CODE_128,${outcome.code.value}` : outcome.code.value);
    else setMessage(outcome.message);
  };

  const entries = [
    ...ENTRIES.map((e) => ({ label: e.label, open: () => void navigate(e.path) })),
    { label: '登记违规', open: () => setReporting(true) },
    ...(admin ? [{ label: '巡检点设置', open: () => void navigate(`${PATHS.inspect}?view=points`) }] : []),
  ];

  let body;
  if (shown === undefined) {
    body =
      today.error !== undefined && !today.loading ? (
        <LoadFailedBlock error={today.error} onRetry={() => void today.reload()} />
      ) : (
        <LoadingBlock />
      );
  } else if (shown.length === 0) {
    body = <ErrorBlock status="empty" title="今天没有巡检任务" description={null} />;
  } else {
    body = shown.map((round) => <RoundCard key={round.id} round={round} onAnswer={setAnswering} />);
  }

  return (
    <PageFrame title="巡检">
      <div css={styles.entries}>
        {/* one row of five; six (an admin's) as two rows of three rather than a lone sixth at the edge */}
        <Grid columns={entries.length > 5 ? 3 : entries.length}>
          {entries.map((e) => (
            <Grid.Item key={e.label}>
              <button type="button" css={styles.entry} onClick={e.open}>
                {e.label}
              </button>
            </Grid.Item>
          ))}
        </Grid>
      </div>
      <div css={styles.scan}>
        <Button block color="primary" size="large" loading={busy} onClick={() => void scan()}>
          扫码打卡
        </Button>
        <FieldErrorText message={message} />
      </div>
      {body}
      <CheckItemsPopup
        point={answering}
        onClose={() => setAnswering(null)}
        onDone={(round, abnormal) => {
          replace(round);
          setAnswering(null);
          void showToast(abnormal > 0 ? `已提交，${String(abnormal)}项异常已生成整改` : '检查结果已提交', { icon: 'success' });
        }}
      />
      <ViolationPopup visible={reporting} onClose={() => setReporting(false)} />
    </PageFrame>
  );
}
