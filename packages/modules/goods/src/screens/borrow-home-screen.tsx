/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { BorrowPage } from '@campus/contracts';
import { localStore, showToast } from '@campus/core';
import { keepDates, ListPage, loadErrorText, PageFrame, useLoader } from '@campus/ui';
import { Button, List, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchBorrows, fetchMe, remindOverdue } from '../api.ts';
import { BorrowStatusTag } from '../components/borrow-status.tsx';
import { PATHS, withId } from '../paths.ts';
import { STASH } from '../stash.ts';
import { borrowDraft } from '../stores/drafts.ts';

type BorrowRow = BorrowPage['results'][number];

const styles = {
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)', lineHeight: 1.6 }),
  head: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }),
  tabs: css({ background: 'var(--adm-color-background)' }),
  remind: css({ padding: '12px 12px 0' }),
};

/** 资产借用 (/pBorrow): my borrow orders (period, assets, status, 已逾期) and a new application; store keepers also see the company's and send the overdue reminders. */
export default function BorrowHomeScreen() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const me = useLoader(fetchMe, []);
  const keeper = me.data?.is_keeper === true;
  const scope = keeper && search.get('tab') === 'keeper' ? 'keeper' : 'mine';
  const [busy, setBusy] = useState(false);
  const remind = async () => {
    setBusy(true);
    try {
      const done = await remindOverdue();
      void showToast(`逾期 ${String(done.marked_overdue)} 单，已提醒 ${String(done.reminded)} 人`);
    } catch (error) {
      void showToast(loadErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  const open = (id: string) => {
    localStore.stashId(STASH.borrow, id);
    navigate(withId(PATHS.borrowDetail, id));
  };
  return (
    <PageFrame
      title="资产借用"
      footer={
        <Button
          block
          color="primary"
          size="large"
          onClick={() => {
            borrowDraft.reset();
            navigate(PATHS.borrowApply);
          }}
        >
          借用申请
        </Button>
      }
    >
      {keeper && (
        <Tabs css={styles.tabs} activeKey={scope} onChange={(key) => setSearch({ tab: key }, { replace: true })}>
          <Tabs.Tab key="mine" title="我的借用" />
          <Tabs.Tab key="keeper" title="全部借用" />
        </Tabs>
      )}
      {scope === 'keeper' && (
        <div css={styles.remind}>
          <Button block loading={busy} onClick={() => void remind()}>
            发送逾期提醒
          </Button>
        </div>
      )}
      <List mode="card" header={scope === 'keeper' ? '全部借用' : '我的借用'}>
        <ListPage<BorrowRow>
          reloadKey={scope}
          load={(page, size) => fetchBorrows(page, size, scope)}
          keyOf={(b) => b.id}
          empty="暂无借用记录"
          renderItem={(b) => (
            <List.Item
              data-testid="borrow-row"
              arrow
              onClick={() => open(b.id)}
              description={
                <div css={styles.meta}>
                  <div>{scope === 'keeper' ? `${b.applicant.name} · ${b.assets_text}` : b.assets_text}</div>
                  <div>{keepDates(`${b.start_date} 至 ${b.end_date}`)}</div>
                </div>
              }
            >
              <div css={styles.head}>
                <span>{b.title}</span>
                <BorrowStatusTag status={b.status} label={b.status_label} overdue={b.overdue} />
              </div>
            </List.Item>
          )}
        />
      </List>
    </PageFrame>
  );
}
