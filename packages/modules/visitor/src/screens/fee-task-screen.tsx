import { ErrorBlock, List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { ReceptionFrame } from '../components/reception-frame.tsx';
import { TASK_KIND_LABELS } from '../components/task-form.tsx';
import { goBack, PATHS, withQuery } from '../navigation.ts';
import { receptionDrafts } from '../stores/reception-drafts.ts';

/** 选择任务 (/reception/receptionOrderFee/receptionFeeSelTask?id=): the task a new fee is for. */
export default observer(function FeeTaskScreen() {
  const navigate = useNavigate();
  return (
    <ReceptionFrame title="选择任务">
      {(r) => {
        const tasks = [...(r.main_task ? [r.main_task] : []), ...r.children, ...r.prepares];
        const chosen = receptionDrafts.feeTask?.id;
        return (
          <List mode="card" header={r.title}>
            {tasks.length === 0 ? <ErrorBlock status="empty" title="该接待还没有任务" description="请先在接待详情中添加任务" /> : null}
            {tasks.map((t) => (
              <List.Item
                key={t.id}
                description={TASK_KIND_LABELS[t.kind]}
                extra={chosen === t.id ? '已选' : undefined}
                onClick={() => {
                  receptionDrafts.openFee(r.id);
                  receptionDrafts.setFeeTask({ id: t.id, title: t.title });
                  goBack(navigate, withQuery(PATHS.addFee, { id: r.id }));
                }}
              >
                {t.title}
              </List.Item>
            ))}
          </List>
        );
      }}
    </ReceptionFrame>
  );
});
