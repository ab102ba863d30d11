/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { showToast } from '@campus/core';
import { keepDates, ListPage, PageFrame, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { claimSubsidy, fetchClaimable, fetchSubsidies } from '../api.ts';
import { VisitorStatusTag } from '../components/status-tag.tsx';
import { windowText, yuan } from '../format.ts';
import { PATHS, withQuery } from '../navigation.ts';
import { refusalText } from '../refusal.ts';

const styles = {
  title: css({ fontSize: 16, color: 'var(--adm-color-text)' }),
  meta: css({ fontSize: 13, lineHeight: 1.6, color: 'var(--adm-color-weak)' }),
  claim: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginTop: 8 }),
  total: css({ fontSize: 16, fontWeight: 600, color: 'var(--adm-color-text)' }),
};

/**
 * 外出补贴 (/outSubsidy): the returned going-out applications not yet claimed, each priced (days ×
 * the company's daily rate, in fen on the server), with 申请补贴; and my claims below.
 */
export default function SubsidyScreen() {
  const navigate = useNavigate();
  const claimable = useLoader(() => fetchClaimable(), []);
  const [busy, setBusy] = useState<string | null>(null);
  const [listKey, setListKey] = useState(0);

  const claim = async (outApplyId: string) => {
    setBusy(outApplyId);
    try {
      const created = await claimSubsidy(outApplyId);
      void showToast('已提交审批', { icon: 'success' });
      setListKey((k) => k + 1);
      void claimable.reload();
      void navigate(withQuery(PATHS.subsidy, { id: created.id }));
    } catch (error) {
      void showToast(refusalText(error));
      void claimable.reload();
    } finally {
      setBusy(null);
    }
  };

  const open = claimable.data ?? [];
  return (
    <PageFrame title="外出补贴">
      <List mode="card" header="可申请补贴的外出">
        {open.length === 0 ? <List.Item>{claimable.loading ? '加载中...' : '暂无可申请补贴的外出'}</List.Item> : null}
        {open.map((c) => (
          <List.Item key={c.out_apply.id} data-testid="claimable-row">
            <div css={styles.title}>{c.out_apply.destination}</div>
            <div css={styles.meta}>{keepDates(windowText(c.out_apply.window.start_time, c.out_apply.window.end_time))}</div>
            <div css={styles.claim}>
              <span>
                {c.days}天 × {yuan(c.daily_rate_fen)} = <span css={styles.total}>{yuan(c.total_fen)}</span>
              </span>
              <Button
                size="small"
                color="primary"
                loading={busy === c.out_apply.id}
                disabled={busy !== null}
                onClick={() => void claim(c.out_apply.id)}
              >
                申请补贴
              </Button>
            </div>
          </List.Item>
        ))}
      </List>
      <List mode="card" header="我的补贴申请">
        <ListPage
          reloadKey={listKey}
          load={(page, size) => fetchSubsidies(page, size)}
          keyOf={(s) => s.id}
          empty="暂无补贴申请"
          renderItem={(s) => (
            <List.Item
              onClick={() => void navigate(withQuery(PATHS.subsidy, { id: s.id }))}
              extra={<VisitorStatusTag status={s.status} />}
              data-testid="subsidy-row"
            >
              <div css={styles.title}>
                {s.out_apply.destination} · {yuan(s.total_fen)}
              </div>
              <div css={styles.meta}>
                {s.days}天 × {yuan(s.daily_rate_fen)}
              </div>
            </List.Item>
          )}
        />
      </List>
    </PageFrame>
  );
}
