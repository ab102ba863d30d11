/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { BorrowPage } from '@campus/contracts';
import { localStore } from '@campus/core';
import { keepDates, ListPage, PageFrame } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchBorrows } from '../api.ts';
import { BorrowStatusTag } from '../components/borrow-status.tsx';
import { PATHS, withId } from '../paths.ts';
import { STASH } from '../stash.ts';
import { borrowDraft } from '../stores/drafts.ts';

type BorrowRow = BorrowPage['results'][number];

const styles = {
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)', lineHeight: 1.6 }),
  head: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }),
};

/** 资产借用 (/pBorrow): my borrow orders (period, assets, status, 已逾期) and a new application. */
export default function BorrowHomeScreen() {
  const navigate = useNavigate();
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
      <List mode="card" header="我的借用">
        <ListPage<BorrowRow>
          load={(page, size) => fetchBorrows(page, size)}
          keyOf={(b) => b.id}
          empty="暂无借用记录"
          renderItem={(b) => (
            <List.Item
              data-testid="borrow-row"
              arrow
              onClick={() => open(b.id)}
              description={
                <div css={styles.meta}>
                  <div>{b.assets_text}</div>
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
