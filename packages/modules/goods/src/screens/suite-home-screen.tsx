import type { GoodsOrderRow } from '@campus/contracts';
import { HoldBelowWhileLoading, ListPage, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchKits, fetchOrders } from '../api.ts';
import { KitCard } from '../components/kit-card.tsx';
import { OrderRow } from '../components/order-row.tsx';
import { PATHS, withQuery } from '../paths.ts';

/** 套件领用 (/goodsSuite): the company's kits (a new starter's desk set ...) and my kit applications. */
export default function SuiteHomeScreen() {
  const navigate = useNavigate();
  const kits = useLoader(fetchKits, []);
  return (
    <PageFrame title="套件领用">
      {/* the applications wait for the kits above them: nothing moves under a tap (issue 35) */}
      <HoldBelowWhileLoading
        below={
          <List mode="card" header="我的套件申请">
            <ListPage<GoodsOrderRow>
              load={(page, size) => fetchOrders('goodsSuite', page, size)}
              keyOf={(o) => o.id}
              empty="暂无套件申请"
              renderItem={(o) => <OrderRow order={o} />}
            />
          </List>
        }
      >
        <Loadable state={kits} empty="暂无套件">
          {(list) =>
            list.map((kit) => (
              <KitCard
                key={kit.id}
                kit={kit}
                action={
                  <Button size="small" color="primary" onClick={() => navigate(withQuery(PATHS.suiteSelItem, 'kit', kit.id))}>
                    申请{kit.name}
                  </Button>
                }
              />
            ))
          }
        </Loadable>
      </HoldBelowWhileLoading>
    </PageFrame>
  );
}
