/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useStores } from '@campus/core';
import { EntryGrid, MenuIcon, PageFrame } from '@campus/ui';
import { Button, DatePicker, Tabs } from 'antd-mobile';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OrderList } from '../components/order-list.tsx';
import { RepairSheet } from '../components/repair-sheet.tsx';
import { VehicleList } from '../components/vehicle-list.tsx';
import { today } from '../format.ts';
import { PATHS } from '../paths.ts';
import { carRoles } from '../roles.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = { bar: css({ display: 'flex', gap: 8, padding: '12px 12px 0', alignItems: 'center' }) };

const ENTRIES = [
  { label: TEXT.applyTrip, path: PATHS.applyTrip, icon: <MenuIcon ico="car" module={PATHS.applyTrip} /> },
  { label: TEXT.applyDaily, path: PATHS.applyDaily, icon: <MenuIcon ico="car" module={PATHS.applyDaily} /> },
  { label: TEXT.applyDriving, path: PATHS.applyDriving, icon: <MenuIcon ico="driver" module={PATHS.applyDriving} /> },
  { label: TEXT.modify, path: PATHS.selectTrip, icon: <MenuIcon ico="flow" module={PATHS.selectTrip} /> },
  { label: TEXT.modifyList, path: PATHS.modifyList, icon: <MenuIcon ico="approval" module={PATHS.modifyList} /> },
  { label: TEXT.ruleLink, path: PATHS.rules, icon: <MenuIcon ico="notice" module={PATHS.rules} /> },
  { label: TEXT.statistics, path: PATHS.statistics, icon: <MenuIcon ico="asset" module={PATHS.statistics} /> },
  { label: TEXT.drivingStatistics, path: PATHS.drivingStatistics, icon: <MenuIcon ico="asset" module={PATHS.drivingStatistics} /> },
];

type Tab = 'mine' | 'dispatch' | 'driver' | 'vehicles';

/** The driver's trips of one day (today first), with the date to look at others. */
function DriverDay() {
  const [date, setDate] = useState(today());
  const [picking, setPicking] = useState(false);
  const [repairing, setRepairing] = useState(false);
  return (
    <>
      <div css={styles.bar}>
        <Button size="small" onClick={() => setPicking(true)} aria-label={`${TEXT.driverDay} ${date}`}>
          {TEXT.driverDay}：{date}
        </Button>
        <Button size="small" onClick={() => setRepairing(true)}>
          {TEXT.repair}
        </Button>
      </div>
      <DatePicker
        visible={picking}
        onClose={() => setPicking(false)}
        value={dayjs(date).toDate()}
        onConfirm={(d) => setDate(dayjs(d).format('YYYY-MM-DD'))}
        title={TEXT.driverDay}
      />
      <OrderList query={{ scope: 'driver', date }} empty="当天暂无出车任务" />
      <RepairSheet visible={repairing} onClose={() => setRepairing(false)} />
    </>
  );
}

/**
 * /applyCarV3, official car 3.0: the services (trip, daily use, self-driving, changes, rules,
 * statistics) and the lists of each role: one's own orders; the car administrator's dispatch desk
 * and vehicles; the driver's trips of the day (the off3DriverH5 entry opens ?tab=driver).
 */
export default observer(function CarV3HomeScreen() {
  const { session } = useStores();
  const { isAdmin, isDriver } = carRoles(session.auth);
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('tab') as Tab | null;
  const allowed: Tab[] = [
    'mine',
    ...(isAdmin ? (['dispatch'] as Tab[]) : []),
    ...(isDriver ? (['driver'] as Tab[]) : []),
    ...(isAdmin ? (['vehicles'] as Tab[]) : []),
  ];
  const tab: Tab = wanted !== null && allowed.includes(wanted) ? wanted : 'mine';
  return (
    <PageFrame title={titleOf('applyCarV3')}>
      <EntryGrid entries={ENTRIES} label={TEXT.entries} />
      <Tabs activeKey={tab} onChange={(key) => setSearch({ tab: key }, { replace: true })}>
        <Tabs.Tab title={TEXT.tabMine} key="mine" />
        {isAdmin && <Tabs.Tab title={TEXT.tabDispatch} key="dispatch" />}
        {isDriver && <Tabs.Tab title={TEXT.tabDriver} key="driver" />}
        {isAdmin && <Tabs.Tab title={TEXT.tabVehicles} key="vehicles" />}
      </Tabs>
      {tab === 'mine' && <OrderList query={{ scope: 'mine', version: 'v3' }} />}
      {tab === 'dispatch' && <OrderList query={{ scope: 'dispatch', version: 'v3', status: 20 }} empty="暂无待派车的用车单" />}
      {tab === 'driver' && <DriverDay />}
      {tab === 'vehicles' && <VehicleList />}
    </PageFrame>
  );
});
