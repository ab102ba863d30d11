/** @jsxImportSource @emotion/react */
/**
 * The dormitory2 home (/d2Collective): my room at a glance and every service; /d2Page (宿舍服务):
 * the collective dormitory and the suites; d2ServiceMore; my applications (d2ApplyList, d2Order)
 * with the dorm admin's work list; one application (d2Detail).
 */
import type { DormStay, OrderSummary } from '@campus/contracts';
import { ListPage, Loadable, PageFrame, useLoader, keepDates } from '@campus/ui';
import { Grid, List, Tabs } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchMe, fetchOrders } from '../api.ts';
import { NavList, OrderTag, useScreenId } from '../components/common.tsx';
import { holdsBed } from '../components/has-stay.tsx';
import { OrderInfoView } from '../components/order-info.tsx';
import { D2, D2_CLEAN } from '../paths.ts';

const SERVICES = [
  { title: '入住申请', to: `${D2}/d2ApplyIn` },
  { title: '调宿申请', to: `${D2}/d2ApplyChange` },
  { title: '退宿申请', to: `${D2}/d2ApplyOut` },
  { title: '申请记录', to: `${D2}/d2ApplyList` },
  { title: '我的房间', to: `${D2}/d2MyRoomDetail` },
  { title: '费用明细', to: `${D2}/d2Expense` },
  { title: '宿舍报修', to: `${D2}/d2SimpleRepair` },
  { title: '保洁申请', to: `${D2}/d2CleanApply` },
  { title: '宿舍公告', to: `${D2}/d2Notice` },
  { title: '更多服务', to: `${D2}/d2ServiceMore` },
];
const MORE = [
  { title: '楼栋信息', to: `${D2}/d2Buildings` },
  { title: '房间资产', to: `${D2}/d2RoomAssets` },
  { title: '床位详情', to: `${D2}/d2BedDetails` },
  { title: '保洁记录', to: D2_CLEAN },
  { title: '宿舍检查', to: `${D2}/d2Check` },
  { title: '意见反馈', to: `${D2}/d2Feedback` },
  { title: '个人档案', to: `${D2}/d2Archives` },
  { title: '身份证信息', to: `${D2}/d2IdentityCard` },
  { title: '水电费', to: '/livingCost' },
  { title: '公寓套房', to: '/d2Suite' },
];

const APPLY_IN = `${D2}/d2ApplyIn`;
const FOR_RESIDENTS = [`${D2}/d2ApplyChange`, `${D2}/d2ApplyOut`];

/**
 * The services that fit the person (issue 34): 入住申请 to someone without a bed, 调宿 and 退宿 to a
 * resident (their stay, of today or to come, from GET dorm/me/).
 */
export function servicesFor(stay: DormStay | null): { title: string; to: string }[] {
  return SERVICES.filter((e) => (e.to === APPLY_IN ? !holdsBed(stay) : FOR_RESIDENTS.includes(e.to) ? stay !== null : true));
}

function ServiceGrid({ entries }: { entries: { title: string; to: string }[] }) {
  const navigate = useNavigate();
  return (
    <List mode="card">
      <List.Item>
        <Grid columns={4} gap={12}>
          {entries.map((e) => (
            <Grid.Item key={e.to}>
              <button
                type="button"
                onClick={() => navigate(e.to)}
                style={{
                  width: '100%',
                  padding: '10px 0',
                  border: 'none',
                  borderRadius: 8,
                  background: 'var(--hub-page-background)',
                  color: 'var(--adm-color-text)',
                  fontSize: 14,
                }}
              >
                {e.title}
              </button>
            </Grid.Item>
          ))}
        </Grid>
      </List.Item>
    </List>
  );
}

export function D2Collective() {
  const me = useLoader(() => fetchMe(), []);
  return (
    <PageFrame title="宿舍服务">
      <Loadable state={me}>
        {(data) => (
          <>
            <NavList
              header="我的住宿"
              entries={[
                data.stay
                  ? {
                      title: `${data.stay.room.label} ${data.stay.bed.label}`,
                      to: `${D2}/d2MyRoomDetail`,
                      description: keepDates(
                        `${data.stay.room.area.name} · ${data.stay.room.model} · ${data.stay.checked_in ? '已入住' : `${data.stay.start_date} 起`}`,
                      ),
                    }
                  : { title: '暂无住宿，去申请入住', to: `${D2}/d2ApplyIn` },
              ]}
            />
            <ServiceGrid entries={servicesFor(data.stay)} />
            {data.is_admin && (
              <NavList
                header="宿舍管理"
                entries={[
                  { title: '待办理的住宿申请', to: `${D2}/d2ApplyList?tab=manage` },
                  { title: '录入水电费', to: '/livingCost' },
                  { title: '保洁工单', to: `${D2_CLEAN}?all=1` },
                  { title: '报修工单', to: `${D2}/d2SimpleRepair?all=1` },
                  { title: '宿舍检查录入', to: `${D2}/d2Check` },
                  { title: '意见反馈回复', to: `${D2}/d2Feedback?all=1` },
                ]}
              />
            )}
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}

export function D2Page() {
  return (
    <PageFrame title="宿舍">
      <NavList
        entries={[
          { title: '集体宿舍', to: D2, description: '入住、调宿、退宿、报修、保洁与费用' },
          { title: '公寓套房', to: '/d2Suite', description: '人才公寓的套房与空余床位' },
          { title: '住宿申请', to: '/applyDormitory', description: '按项目申请住宿，由宿管分配床位' },
          { title: '水电费', to: '/livingCost', description: '房间水电费与我的分摊' },
        ]}
      />
    </PageFrame>
  );
}

export function D2ServiceMore() {
  const me = useLoader(() => fetchMe(), []);
  return (
    <PageFrame title="更多服务">
      <Loadable state={me}>
        {(data) => <ServiceGrid entries={[...servicesFor(data.stay).filter((s) => !s.to.endsWith('d2ServiceMore')), ...MORE]} />}
      </Loadable>
    </PageFrame>
  );
}

function OrderRows({ scope }: { scope: 'mine' | 'manage' }) {
  const navigate = useNavigate();
  const load = useCallback((page: number, size: number) => fetchOrders(scope, page, size), [scope]);
  return (
    <ListPage<OrderSummary>
      load={load}
      keyOf={(o) => o.id}
      empty="暂无申请"
      renderItem={(o) => (
        <List.Item
          data-testid="dorm-order-row"
          description={keepDates(`${o.order_type_name} · ${o.applicant.name} · ${o.created_time.slice(0, 16)}`)}
          extra={<OrderTag orderType={o.order_type} status={o.status} label={o.status_label} />}
          onClick={() => navigate(`${D2}/d2Detail?id=${encodeURIComponent(o.id)}`)}
          arrowIcon
        >
          {o.title}
        </List.Item>
      )}
    />
  );
}

export function D2ApplyList() {
  const me = useLoader(() => fetchMe(), []);
  const [search] = useSearchParams();
  const [tab, setTab] = useState(search.get('tab') === 'manage' ? 'manage' : 'mine');
  return (
    <PageFrame title="申请记录">
      {me.data?.is_admin && (
        <Tabs activeKey={tab} onChange={setTab}>
          <Tabs.Tab title="我的申请" key="mine" />
          <Tabs.Tab title="待办理" key="manage" />
        </Tabs>
      )}
      <OrderRows key={tab} scope={tab === 'manage' && me.data?.is_admin ? 'manage' : 'mine'} />
    </PageFrame>
  );
}

export function D2Detail() {
  const id = useScreenId('_d2ApplyInOrderId');
  return <OrderInfoView id={id} title="申请详情" />;
}
