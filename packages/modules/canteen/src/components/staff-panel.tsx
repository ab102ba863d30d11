import type { Canteen } from '@campus/contracts';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { TEXT } from '../texts.ts';
import { BillPanel } from './bill-panel.tsx';
import { CollectPanel } from './collect-panel.tsx';
import { DeliveryList } from './delivery-list.tsx';
import { StaffFilters, type StaffFilter } from './staff-filters.tsx';
import { StockPanel } from './stock-panel.tsx';
import { SummaryPanel } from './summary-panel.tsx';

type StaffTab = 'collect' | 'menu' | 'summary' | 'bill' | 'delivery';

/**
 * The canteen staff's screens (admins): the collection scan, the day's menu and stock, the
 * kitchen's summary, counter bills and the delivery round.
 */
export function StaffPanel({ canteens, today }: { canteens: Canteen[]; today: string }) {
  const [tab, setTab] = useState<StaffTab>('collect');
  const [filter, setFilter] = useState<StaffFilter>({ canteenId: canteens[0]?.id ?? '', date: today, period: 'lunch' });
  return (
    <>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as StaffTab)}>
        <Tabs.Tab title={TEXT.staffCollect} key="collect" />
        <Tabs.Tab title={TEXT.staffMenu} key="menu" />
        <Tabs.Tab title={TEXT.staffSummary} key="summary" />
        <Tabs.Tab title={TEXT.staffBill} key="bill" />
        <Tabs.Tab title={TEXT.staffDelivery} key="delivery" />
      </Tabs>
      {tab === 'collect' && <CollectPanel />}
      {tab !== 'collect' && (
        <StaffFilters
          canteens={canteens}
          today={today}
          value={filter}
          onChange={setFilter}
          withPeriod={tab === 'menu'}
          withDate={tab !== 'bill'}
        />
      )}
      {tab === 'menu' && <StockPanel filter={filter} />}
      {tab === 'summary' && <SummaryPanel filter={filter} />}
      {tab === 'bill' && <BillPanel canteenId={filter.canteenId} />}
      {tab === 'delivery' && <DeliveryList filter={filter} />}
    </>
  );
}
