/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useStores } from '@campus/core';
import { PageFrame } from '@campus/ui';
import { ErrorBlock } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { GatePanel } from '../components/gate-panel.tsx';
import { HostVisitDetail } from '../components/host-visit-detail.tsx';
import { HostVisits } from '../components/host-visits.tsx';
import { InviteForm } from '../components/invite-form.tsx';
import { VisitBookingForm } from '../components/visit-booking-form.tsx';
import { VisitorPassPage } from '../components/visitor-pass-page.tsx';
import { useLinkToken, useQueryValue } from '../hooks.ts';
import { LINK_PARAMS } from '../navigation.ts';

const styles = { gone: css({ padding: '48px 16px' }) };

/**
 * 访客预约 (/makingAppointment, no login, spec 2.2). One route, several pages by its address:
 * - ?visit=: the visitor's own visit and pass (the link is the key; nothing of another visit);
 * - ?company_id= (or no login): a visitor books with a phone code;
 * - with a login: the host's visitors (?view=visit&id=), inviting one (?view=invite), the gate (?view=gate).
 */
export default observer(function AppointmentScreen() {
  const { session } = useStores();
  const token = useLinkToken(LINK_PARAMS.visit);
  const view = useQueryValue('view');
  const id = useQueryValue('id');
  const companyParam = useQueryValue('company_id');
  const signedIn = session.isAuthenticated;

  if (token !== null) return <PageFrame title="我的来访">{<VisitorPassPage token={token} />}</PageFrame>;
  if (signedIn && view === 'gate') return <PageFrame title="门岗扫码">{<GatePanel />}</PageFrame>;
  if (signedIn && view === 'invite') return <PageFrame title="邀请访客">{<InviteForm />}</PageFrame>;
  if (signedIn && view === 'visit' && id !== null) return <PageFrame title="来访详情">{<HostVisitDetail id={id} />}</PageFrame>;
  if (signedIn && companyParam === null)
    return (
      <PageFrame title="访客预约">{<HostVisits companyId={session.companyId} isGuard={session.auth?.is_patrolman === true} />}</PageFrame>
    );
  const companyId = companyParam ?? session.companyId;
  return (
    <PageFrame title="访客预约">
      {companyId === null ? (
        <div css={styles.gone}>
          <ErrorBlock status="empty" title="预约链接不完整" description="请向被访人索取访客预约链接" />
        </div>
      ) : (
        <VisitBookingForm companyId={companyId} />
      )}
    </PageFrame>
  );
});
