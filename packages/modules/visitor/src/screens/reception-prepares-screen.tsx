import { Button, ErrorBlock, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ReceptionFrame } from '../components/reception-frame.tsx';
import { TaskRow } from '../components/task-row.tsx';
import { PATHS, withQuery } from '../navigation.ts';

/** 准备事项 (/reception/receptionDetail/receptionPrepares?id=): the preparation items; arrangers add one. */
export default function ReceptionPreparesScreen() {
  const navigate = useNavigate();
  return (
    <ReceptionFrame
      title="准备事项"
      footer={(r) =>
        r?.can.arrange ? (
          <Button block color="primary" size="large" onClick={() => void navigate(withQuery(PATHS.editPrepare, { id: r.id }))}>
            新增准备事项
          </Button>
        ) : undefined
      }
    >
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
