/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { OrderViewProps } from '@campus/core';
import { Loadable, useLoader } from '@campus/ui';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchOrder } from '../api.ts';
import { ReportSection, WorkSection } from '../components/order-view.tsx';
import { yuan } from '../money.ts';
import { detailPath, PATHS, withId } from '../paths.ts';

const styles = {
  actions: css({ display: 'flex', flexDirection: 'column', gap: 8, padding: '12px 12px 0' }),
  // the theme's warning colour for text (4.5:1 on the page), not antd's orange
  charge: css({ padding: '8px 16px 0', color: 'var(--hub-warning-text, #ad4e00)', fontSize: 14 }),
};

/**
 * The repair's own part of approvalRepairDetail (`_approvalRepairDetailData` {id, type}): the report
 * with every photo, the usual charge that made it need approval, the work so far; the administrator
 * dispatches from saRepairApprove.
 */
export default function RepairApprovalView({ order }: OrderViewProps) {
  const navigate = useNavigate();
  const state = useLoader(() => fetchOrder(order.id), [order.id, order.status]);
  return (
    <Loadable state={state}>
      {(info) => (
        <>
          {info.fault_item.charge_fen > 0 && (
            <div css={styles.charge} data-testid="approval-charge">
              收费项目：{info.fault_item.name}，通常收费{yuan(info.fault_item.charge_fen)}
            </div>
          )}
          <ReportSection info={info} withHead={false} />
          <WorkSection info={info} />
          <div css={styles.actions}>
            {info.can.dispatch && (
              <Button block color="primary" onClick={() => navigate(withId(PATHS.approve, info.order.id))}>
                去派单
              </Button>
            )}
            <Button block onClick={() => navigate(detailPath(info.order.id))}>
              查看报修详情
            </Button>
          </div>
        </>
      )}
    </Loadable>
  );
}
