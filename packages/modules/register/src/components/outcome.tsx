import type { RegisterResult } from '@campus/contracts';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { withCompany } from '../company.ts';
import { ApplicationCard } from './application-card.tsx';
import { SignedIn } from './signed-in.tsx';

/** After a registration or a status check: the application, then the sign-in or the way to check again. */
export function Outcome({ result, companyId, onAgain }: { result: RegisterResult; companyId: string | null; onAgain?: () => void }) {
  const navigate = useNavigate();
  const auth = result.auth;
  return (
    <>
      <ApplicationCard application={result.application} />
      {auth !== null ? (
        <SignedIn result={{ ...result, auth }} />
      ) : (
        <List mode="card">
          <List.Item>
            {result.application.status === 'pending' ? (
              <Button block color="primary" fill="outline" onClick={() => navigate(withCompany('/staffApply/staffLogin', companyId))}>
                查询审批进度
              </Button>
            ) : (
              <Button block color="primary" onClick={onAgain ?? (() => navigate(withCompany('/staffApply', companyId)))}>
                重新申请
              </Button>
            )}
          </List.Item>
        </List>
      )}
    </>
  );
}
