import { DetailSection } from '@campus/ui';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchSubsidy } from '../api.ts';
import { OrderDetailFrame } from '../components/order-detail-frame.tsx';
import { SubsidyTotals } from '../components/subsidy-totals.tsx';
import { OrderStatusTag } from '../components/tags.tsx';
import { TripItem } from '../components/trip-item.tsx';
import { PATHS, withId } from '../paths.ts';

/** 补贴详情 (/privateCar/pCarSubsidy/pCarSubsidyDetail?id=): the claim, its figures, its trips and its review. */
export default function SubsidyDetailScreen() {
  const navigate = useNavigate();
  return (
    <OrderDetailFrame title="补贴详情" load={fetchSubsidy}>
      {(c) => (
        <>
          <DetailSection
            title="补贴申请"
            rows={[
              { label: '状态', value: <OrderStatusTag orderType={c.order_type} status={c.status} label={c.status_label} /> },
              { label: '申请人', value: c.applicant.name },
              { label: '提交时间', value: c.created_time.slice(0, 16) },
              { label: '审批通过', value: c.approve_time?.slice(0, 16) ?? null },
              { label: '驳回原因', value: c.reject_reason, hidden: c.reject_reason === null },
            ]}
          />
          <SubsidyTotals totals={c} />
          <List mode="card" header="包含的出车">
            {c.trips.map((t) => (
              <TripItem key={t.id} trip={t} onClick={() => navigate(withId(PATHS.detail, t.id))} />
            ))}
          </List>
        </>
      )}
    </OrderDetailFrame>
  );
}
