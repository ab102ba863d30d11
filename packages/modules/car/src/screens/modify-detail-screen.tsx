import { useStores } from '@campus/core';
import { DetailSection, Loadable, PageFrame, useLoader } from '@campus/ui';
import { List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchChange } from '../api.ts';
import { APPROVAL_ROUTE, approvalPathOf } from '../approval-link.ts';
import { ChangeTable } from '../components/change-table.tsx';
import { OrderStatusTag } from '../components/order-status-tag.tsx';
import { minute } from '../format.ts';
import { detailPathOf } from '../stash.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** /applyCarV3/carV3ModifyList/carV3ModifyTripDetail?id=<change>: one change request, before and after. */
export default observer(function ModifyDetailScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { permissions } = useStores();
  const id = search.get('id');
  const state = useLoader(async () => (id ? fetchChange(id) : null), [id]);
  return (
    <PageFrame title={titleOf('carV3ModifyTripDetail')}>
      <Loadable state={state} empty={TEXT.missing}>
        {(c) => (
          <>
            <DetailSection
              title={
                <span>
                  {c.order_title} <OrderStatusTag orderType="car3_change" status={c.status} label={c.status_label} />
                </span>
              }
              rows={[
                { label: TEXT.reason, value: c.reason },
                { label: TEXT.applicant, value: c.applicant.name },
                { label: TEXT.appliedAt, value: minute(c.created_time) },
                { label: '变更生效', value: minute(c.applied_time), hidden: c.applied_time === null },
                { label: TEXT.rejectReason, value: c.reject_reason, hidden: !c.reject_reason },
              ]}
            />
            <ChangeTable change={c} />
            <List mode="card">
              <List.Item arrow onClick={() => navigate(detailPathOf(c.kind, c.order_id))}>
                {TEXT.trip}
              </List.Item>
              {permissions.permitted.has(APPROVAL_ROUTE) && (
                <List.Item arrow onClick={() => navigate(approvalPathOf('carOrder', null, c.id) ?? '/')}>
                  {TEXT.approvalDetail}
                </List.Item>
              )}
            </List>
          </>
        )}
      </Loadable>
    </PageFrame>
  );
});
