import { DetailSection, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchSubsidy } from '../api.ts';
import { MissingId, queryValue } from '../components/missing-id.tsx';
import { SubsidyTotals } from '../components/subsidy-totals.tsx';
import { OrderStatusTag } from '../components/tags.tsx';
import { TripItem } from '../components/trip-item.tsx';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';

/** 补贴详情 (/privateCar/pCarSubsidy/pCarSubsidyDetail?id=): the claim, its figures, its trips and its review. */
export default function SubsidyDetailScreen() {
  const [search] = useSearchParams();
  const id = queryValue(search);
  const navigate = useNavigate();
  const claim = useLoader(async () => (id === null ? null : fetchSubsidy(id)), [id]);
  return (
    <PageFrame
      title="补贴详情"
      footer={
        id === null ? undefined : (
          <Button block size="large" onClick={() => navigate(withId(PATHS.approval, id))}>
            {TEXT.approvalProgress}
          </Button>
        )
      }
    >
      {id === null ? (
        <MissingId />
      ) : (
        <Loadable state={claim}>
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
        </Loadable>
      )}
    </PageFrame>
  );
}
