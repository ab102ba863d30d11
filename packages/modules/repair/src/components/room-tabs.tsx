import { Tabs } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../paths.ts';

/** 报修 and 报修记录 side by side (/saRepairRoom's two children). */
export function RoomTabs({ active }: { active: 'apply' | 'record' }) {
  const navigate = useNavigate();
  return (
    <Tabs activeKey={active} onChange={(key) => navigate(key === 'apply' ? PATHS.apply : PATHS.record, { replace: true })}>
      <Tabs.Tab title="我要报修" key="apply" />
      <Tabs.Tab title="报修记录" key="record" />
    </Tabs>
  );
}
