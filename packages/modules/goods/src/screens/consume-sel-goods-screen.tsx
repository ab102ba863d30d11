import type { GoodsItem } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { fetchItems } from '../api.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { GoodsRow } from '../components/goods-row.tsx';
import { orderPathOf } from '../paths.ts';
import { consumeCart } from '../stores/cart.ts';

/**
 * 选择耗材 (/consumeReceive/consumeSelGoods): every consumable with what is left and its quota, how
 * many of each, then project, pick type and reason: one `consume` order.
 */
export default observer(function ConsumeSelGoodsScreen() {
  const navigate = useNavigate();
  return (
    <PageFrame title="选择耗材">
      <ApplyForm
        orderType="consume"
        cart={consumeCart}
        lines={
          <List>
            <ListPage<GoodsItem>
              load={(page, size) => fetchItems(page, size, { kind: 'consumable' })}
              keyOf={(item) => item.id}
              empty="暂无耗材"
              renderItem={(item) => <GoodsRow item={item} cart={consumeCart} />}
            />
          </List>
        }
        submitText="提交耗材申请"
        onDone={(info) => navigate(orderPathOf(info.order_type, info.order.id), { replace: true })}
      />
    </PageFrame>
  );
});
