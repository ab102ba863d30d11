/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { PcarTrip } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { DetailSection, Loadable, PageFrame, useLoader, keepDates } from '@campus/ui';
import { Button, List, Space } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchTrip, removeTrip } from '../api.ts';
import { MissingId, queryValue } from '../components/missing-id.tsx';
import { DistanceSourceTag, OrderStatusTag, TripStateTag } from '../components/tags.tsx';
import { km, monthLabel, plate, rate, yuan } from '../format.ts';
import { PATHS, withId, withQuery } from '../paths.ts';
import { TEXT } from '../texts.ts';

const styles = {
  note: css({ fontSize: 12, color: 'var(--adm-color-weak)' }),
  total: css({ fontSize: 17, fontWeight: 600, color: 'var(--hub-primary-text)' }),
  footer: css({ display: 'grid', gridAutoFlow: 'column', gap: 8 }),
};

function Costs({ trip, onOpenFee }: { trip: PcarTrip; onOpenFee: (id: string) => void }) {
  const claimed = trip.subsidy !== null;
  return (
    <List mode="card" header="费用">
      <List.Item
        extra={rate(trip.rate_fen_per_km)}
        description={<span css={styles.note}>{claimed ? '按补贴单提交时的标准' : '按本单位当前标准估算，以补贴申请为准'}</span>}
      >
        补贴标准
      </List.Item>
      <List.Item extra={<span data-testid="trip-mileage">{yuan(trip.mileage_fen)}</span>}>里程补贴（{km(trip.distance_m)}）</List.Item>
      {trip.fees.map((fee) => (
        <List.Item
          key={fee.id}
          data-testid="fee-item"
          arrow
          onClick={() => onOpenFee(fee.id)}
          extra={yuan(fee.amount_fen)}
          description={fee.remark || undefined}
        >
          {fee.fee_type_name}
        </List.Item>
      ))}
      {trip.fees.length === 0 && <List.Item description="停车费、过路过桥费等凭票据登记">暂无票据费用</List.Item>}
      <List.Item
        extra={
          <span css={styles.total} data-testid="trip-total">
            {yuan(trip.total_fen)}
          </span>
        }
      >
        合计
      </List.Item>
    </List>
  );
}

/** 出车详情 (/privateCar/pCarDetail?id=): the trip, its distance (computed or typed), its costs and claim. */
export default function TripDetailScreen() {
  const [search] = useSearchParams();
  const id = queryValue(search);
  const navigate = useNavigate();
  const trip = useLoader(async () => (id === null ? null : fetchTrip(id)), [id]);

  const remove = async () => {
    if (id === null || !(await confirmDialog(TEXT.confirmRemoveTrip))) return;
    await removeTrip(id);
    void showToast(TEXT.removed);
    navigate(-1);
  };

  const t = trip.data ?? null;
  const footer =
    t === null ? undefined : (
      <div css={styles.footer}>
        {t.can_edit && (
          <Button color="primary" onClick={() => navigate(withQuery(PATHS.cost, 'trip', t.id))}>
            登记费用
          </Button>
        )}
        <Button onClick={() => navigate(withId(PATHS.tripMap, t.id))}>行程轨迹</Button>
        {t.can_edit && (
          <Button color="danger" fill="outline" onClick={() => void remove()}>
            删除
          </Button>
        )}
      </div>
    );

  return (
    <PageFrame title="出车详情" footer={footer}>
      {id === null ? (
        <MissingId />
      ) : (
        <Loadable state={trip}>
          {(d) => (
            <>
              <DetailSection
                title="出车信息"
                rows={[
                  { label: '状态', value: <TripStateTag state={d.state} label={d.state_label} /> },
                  { label: '出车日期', value: d.trip_date },
                  { label: '车辆', value: `${plate(d.vehicle.plate)} ${d.vehicle.brand_model}` },
                  { label: '起点', value: d.from.name },
                  { label: '终点', value: d.to.name },
                  {
                    label: '里程',
                    value: (
                      <Space align="center" wrap style={{ '--gap': '6px', justifyContent: 'flex-end' }}>
                        <span data-testid="trip-distance">{km(d.distance_m)}</span>
                        <DistanceSourceTag source={d.distance_source} />
                      </Space>
                    ),
                  },
                  {
                    label: '两地直线距离',
                    value: d.computed_m === null ? null : km(d.computed_m),
                    hidden: d.distance_source === 'computed' || d.computed_m === null,
                  },
                  { label: '出车事由', value: d.purpose },
                  { label: '登记人', value: d.applicant.name },
                  { label: '登记时间', value: d.created_time.slice(0, 16) },
                ]}
              />
              <Costs trip={d} onOpenFee={(feeId) => navigate(withId(PATHS.costDetail, feeId))} />
              {d.subsidy && (
                <List mode="card" header="补贴申请">
                  <List.Item
                    arrow
                    onClick={() => navigate(withId(PATHS.subsidyDetail, d.subsidy?.id ?? ''))}
                    extra={<OrderStatusTag orderType={d.subsidy.order_type} status={d.subsidy.status} label={d.subsidy.status_label} />}
                  >
                    {keepDates(monthLabel(d.subsidy.period))}补贴
                  </List.Item>
                </List>
              )}
            </>
          )}
        </Loadable>
      )}
    </PageFrame>
  );
}
