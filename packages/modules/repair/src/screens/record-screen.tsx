import { ListPage, PageFrame, useLoader } from '@campus/ui';
import { CapsuleTabs, List } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { fetchMe, fetchOrders } from '../api.ts';
import { OrderRow } from '../components/order-row.tsx';
import { RoomTabs } from '../components/room-tabs.tsx';

type Scope = 'mine' | 'work';

/**
 * 报修记录 (/saRepairRoom/saRepairRecord, issue 39): my reports, newest first; a repairman also sees
 * 我的工单 (dispatched to him or taken by him: `?scope=work`, the repairH5 entry).
 */
export default function RecordScreen() {
  const [params, setParams] = useSearchParams();
  const me = useLoader(() => fetchMe(), []);
  const scope: Scope = params.get('scope') === 'work' && me.data?.is_repairman !== false ? 'work' : 'mine';
  return (
    <PageFrame title="报修记录">
      <RoomTabs active="record" />
      {me.data?.is_repairman && (
        <CapsuleTabs activeKey={scope} onChange={(key) => setParams(key === 'work' ? { scope: 'work' } : {}, { replace: true })}>
          <CapsuleTabs.Tab title="我的报修" key="mine" />
          <CapsuleTabs.Tab title="我的工单" key="work" />
        </CapsuleTabs>
      )}
      <List mode="card">
        <ListPage
          reloadKey={scope}
          load={(page, size) => fetchOrders(scope, page, size)}
          keyOf={(row) => row.id}
          renderItem={(row) => <OrderRow row={row} />}
          empty={scope === 'work' ? '暂无派给您的工单' : '暂无报修记录'}
        />
      </List>
    </PageFrame>
  );
}
