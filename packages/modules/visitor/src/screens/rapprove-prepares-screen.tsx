import { ErrorBlock, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ReceptionFrame } from '../components/reception-frame.tsx';
import { TaskRow } from '../components/task-row.tsx';
import { PATHS, withQuery } from '../navigation.ts';

/** 准备事项 (/RApprove/RApproveDetail/RApprovePrepares?id=): the preparation items, read-only for the approver. */
export default function RApprovePreparesScreen() {
  const navigate = useNavigate();
  return (
    <ReceptionFrame title="准备事项">
      {(r) => (
        <List mode="card" header={r.title}>
          {r.prepares.length === 0 ? <ErrorBlock status="empty" title="暂无准备事项" description={null} /> : null}
          {r.prepares.map((t) => (
            <TaskRow key={t.id} task={t} onClick={() => void navigate(withQuery(PATHS.task, { id: t.id }))} />
          ))}
        </List>
      )}
    </ReceptionFrame>
  );
}
