/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ViolationInfo } from '@campus/contracts';
import { showToast } from '@campus/core';
import { AttachmentList, DetailSection, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchViolation, raiseTask } from '../api.ts';
import { AssignPopup } from '../components/assign-popup.tsx';
import { MissingId } from '../components/common.tsx';
import { PATHS, withId } from '../paths.ts';

const styles = {
  photos: css({ padding: '4px 0 8px' }),
};

/**
 * 违规详情 (/saViolationDetail?id=, issue 39): the rule, place, person or room concerned and photos of a
 * violation found on a round or a room check; it raises one reform task (整改任务) with a deadline.
 */
export default function ViolationDetailScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const state = useLoader(async () => (id ? fetchViolation(id) : null), [id]);
  const [raising, setRaising] = useState(false);
  const v: ViolationInfo | null | undefined = state.data;
  let footer;
  if (v?.reform_task_id) {
    const taskId = v.reform_task_id;
    footer = (
      <Button block color="primary" onClick={() => navigate(withId(PATHS.reformDetail, taskId))}>
        查看整改任务
      </Button>
    );
  } else if (v?.can_raise_task) {
    footer = (
      <Button block color="primary" onClick={() => setRaising(true)}>
        下发整改任务
      </Button>
    );
  }
  return (
    <PageFrame title="违规详情" footer={footer}>
      {id === null ? (
        <MissingId />
      ) : (
        <Loadable state={state}>
          {(i) => (
            <DetailSection
              title={i.rule}
              rows={[
                { label: '发现方式', value: i.source_label },
                { label: '地点', value: i.place },
                { label: '涉及人员', value: i.person?.name ?? null, hidden: i.person === null },
                { label: '涉及房间', value: i.room, hidden: i.room === null },
                { label: '违规情况', value: i.description },
                { label: '登记人', value: i.found_by.name },
                { label: '登记时间', value: i.created_time.slice(0, 16) },
              ]}
            >
              {i.photos.length > 0 && (
                <List.Item title="照片">
                  <div css={styles.photos}>
                    <AttachmentList files={i.photos} />
                  </div>
                </List.Item>
              )}
            </DetailSection>
          )}
        </Loadable>
      )}
      {v?.can_raise_task && (
        <AssignPopup
          title="下发整改任务"
          personLabel="整改责任人"
          personField="responsible_id"
          textLabel="整改要求"
          textField="requirement"
          textRequired
          visible={raising}
          onClose={() => setRaising(false)}
          send={async ({ personId, deadline, text }) => {
            const task = await raiseTask(v.id, { responsible_id: personId, deadline, requirement: text });
            setRaising(false);
            void showToast('已下发整改任务', { icon: 'success' });
            navigate(withId(PATHS.reformDetail, task.id), { replace: true });
          }}
        />
      )}
    </PageFrame>
  );
}
