import { PageFrame, useLoader } from '@campus/ui';
import { Button, ErrorBlock } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchItem } from '../api.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { CartLines } from '../components/cart-lines.tsx';
import { orderPathOf, PATHS } from '../paths.ts';
import { materialCart } from '../stores/cart.ts';

/**
 * 领用申请 (/materialReceive/applyReceive): the chosen goods with their quantities, project, pick type
 * and reason, one `goods` order. The goods are read again when the form opens, so the quota and
 * stock it shows (and refuses) are the current ones.
 */
export default observer(function ApplyReceiveScreen() {
  const navigate = useNavigate();
  const ids = materialCart.lines.map((l) => l.item.id).join(',');
  const [round, setRound] = useState(0);
  // fresh quota and stock of every chosen goods, put back in the cart
  useLoader(async () => {
    const fresh = await Promise.all(materialCart.lines.map((l) => fetchItem(l.item.id)));
    for (const item of fresh) materialCart.set(item, materialCart.quantityOf(item.id));
    return fresh.length;
  }, [ids, round]);

  if (materialCart.lines.length === 0) {
    return (
      <PageFrame title="领用申请">
        <ErrorBlock status="empty" title="还没有选择物资" description="请先在物资领用中选择要领用的物资和数量" />
        <Button block color="primary" onClick={() => navigate(PATHS.material, { replace: true })} style={{ margin: 16, width: 'auto' }}>
          去选择物资
        </Button>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="领用申请">
      <ApplyForm
        orderType="goods"
        cart={materialCart}
        lines={<CartLines cart={materialCart} />}
        submitText="提交申请"
        onRefused={() => setRound((n) => n + 1)}
        onDone={(info) => navigate(orderPathOf(info.order_type, info.order.id), { replace: true })}
      />
    </PageFrame>
  );
});
