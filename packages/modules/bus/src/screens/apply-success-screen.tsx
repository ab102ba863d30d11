import { Loadable, PageFrame, useLoader, keepDates } from '@campus/ui';
import { Button, ErrorBlock, List, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchApplication } from '../api.ts';
import { useQueryId } from '../hooks.ts';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** /bus/busRouteApply/busApplySuccess?id=: the application is in; who approves it and what happens next. */
export default function ApplySuccessScreen() {
  const id = useQueryId();
  const navigate = useNavigate();
  const app = useLoader(() => (id ? fetchApplication(id) : Promise.resolve(null)), [id]);
  if (id === null)
    return (
      <PageFrame title={titleOf('busApplySuccess')}>
        <ErrorBlock status="empty" title={TEXT.missingId} description={null} />
      </PageFrame>
    );
  return (
    <PageFrame title={titleOf('busApplySuccess')}>
      <Loadable state={app}>
        {(a) => (
          <>
            <Result
              status={a.status === 20 ? 'success' : 'waiting'}
              title={TEXT.applySuccess}
              description={a.status === 20 ? a.status_label : TEXT.applySuccessHint}
            />
            <List mode="card">
              <List.Item extra={a.route.name}>{TEXT.route}</List.Item>
              <List.Item extra={a.stop.name}>{TEXT.stop}</List.Item>
              <List.Item extra={keepDates(`${a.start_date} 至 ${a.end_date}`)}>{TEXT.period}</List.Item>
              <List.Item extra={a.steps.map((st) => st.approver.name).join('、') || '--'}>{TEXT.approvalSteps}</List.Item>
            </List>
            <List mode="card">
              <List.Item>
                <Button block color="primary" onClick={() => navigate(withId(PATHS.applyDetail, a.id), { replace: true })}>
                  {TEXT.viewApply}
                </Button>
              </List.Item>
              <List.Item>
                <Button block onClick={() => navigate(PATHS.bus, { replace: true })}>
                  {TEXT.backToBus}
                </Button>
              </List.Item>
            </List>
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}
