import { useStores } from '@campus/core';
import { PageFrame } from '@campus/ui';
import { Tabs } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { ApplyForm } from '../components/apply-form.tsx';
import { OrderList } from '../components/order-list.tsx';
import { carRoles } from '../roles.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

type Tab = 'apply' | 'mine' | 'dispatch';

/**
 * /applyCar, official car 2.0: apply for a car with a driver, one's own applications, and for the
 * car administrator the approved ones waiting for a vehicle and a driver.
 */
export default observer(function ApplyCarScreen() {
  const { session } = useStores();
  const { isAdmin } = carRoles(session.auth);
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('tab');
  const tab: Tab = wanted === 'mine' || (wanted === 'dispatch' && isAdmin) ? wanted : 'apply';
  return (
    <PageFrame title={titleOf('applyCar')}>
      <Tabs activeKey={tab} onChange={(key) => setSearch({ tab: key }, { replace: true })}>
        <Tabs.Tab title={TEXT.tabApply} key="apply" />
        <Tabs.Tab title={TEXT.tabMine} key="mine" />
        {isAdmin && <Tabs.Tab title={TEXT.tabDispatch} key="dispatch" />}
      </Tabs>
      {tab === 'apply' && <ApplyForm kind="v2" />}
      {tab === 'mine' && <OrderList query={{ scope: 'mine', version: 'v2' }} />}
      {tab === 'dispatch' && <OrderList query={{ scope: 'dispatch', version: 'v2', status: 20 }} empty="暂无待派车的用车单" />}
    </PageFrame>
  );
});
