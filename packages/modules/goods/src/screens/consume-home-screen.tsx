import type { GoodsOrderRow } from '@campus/contracts';
import { ListPage, PageFrame, SectionCard, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchMe, fetchOrders } from '../api.ts';
import { KeeperPanel } from '../components/keeper-panel.tsx';
import { OrderRow } from '../components/order-row.tsx';
import { PATHS } from '../paths.ts';

/**
 * 耗材领用 (/consumeReceive): my consumable orders (applied, to collect, taken, given back) and the way
 * to pick consumables (consumeSelGoods); store keepers also get the counter.
 */
export default function ConsumeHomeScreen() {
  const navigate = useNavigate();
  const me = useLoader(fetchMe, []);
  return (
    <PageFrame
      title="耗材领用"
      footer={
        <Button block color="primary" size="large" onClick={() => navigate(PATHS.consumeSelGoods)}>
          选择耗材
        </Button>
      }
    >
      <SectionCard title="说明">硒鼓、墨盒、电池等耗材领用后如有剩余，可在领用详情中归还部分数量，归还数量不超过领取数量。</SectionCard>
      {me.data?.is_keeper && <KeeperPanel warehouses={me.data.warehouses.map((w) => w.name).join('、')} />}
      <List mode="card" header="我的耗材领用">
        <ListPage<GoodsOrderRow>
          load={(page, size) => fetchOrders('consume', page, size)}
          keyOf={(o) => o.id}
          empty="暂无耗材领用"
          renderItem={(o) => <OrderRow order={o} />}
        />
      </List>
    </PageFrame>
  );
}
