import { GoodsOrderScreen } from '../components/goods-order-screen.tsx';

/** 领用单: one order with its lines, status, slip and actions (GoodsOrderScreen). */
export default function Screen() {
  return <GoodsOrderScreen title="领用单" />;
}
