/** @jsxImportSource @emotion/react */
import type { OrderSummary } from '@campus/contracts';
import { ListPage, PageFrame, keepDates } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchApplications } from '../api.ts';
import { OrderStatusTag } from '../components/order-status-tag.tsx';
import { s } from '../components/styles.ts';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** /bus/busApplyMore: the staff's route applications, newest first, with their status; 新增申请. */
export default function ApplyListScreen() {
  const navigate = useNavigate();
  const load = useCallback((page: number, size: number, after?: string) => fetchApplications(page, size, after), []);
  return (
    <PageFrame
      title={titleOf('busApplyMore')}
      right={
        <Button size="small" color="primary" fill="none" onClick={() => navigate(PATHS.applyAdd)}>
          {TEXT.newApply}
        </Button>
      }
    >
      <List mode="card" css={s.list}>
        <ListPage<OrderSummary>
          load={load}
          keyOf={(o) => o.id}
          empty={TEXT.noApplications}
          renderItem={(o) => (
            <List.Item
              onClick={() => navigate(withId(PATHS.applyDetail, o.id))}
              extra={<OrderStatusTag status={o.status} label={o.status_label} />}
              description={<span css={s.sub}>{keepDates(o.created_time.slice(0, 16))}</span>}
              data-testid="application-item"
            >
              {o.title}
            </List.Item>
          )}
        />
      </List>
    </PageFrame>
  );
}
