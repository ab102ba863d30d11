import type { Invitation } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { HubQrCode, loadErrorText, useLoader } from '@campus/ui';
import { Button, CheckList, List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { createInvitation, fetchDepartments, fetchInvitations, revokeInvitation } from '../api.ts';
import { invitationLink } from '../company.ts';

/**
 * For the company's admin only (signed in on this page): the staff QR code of an invitation (the
 * quick registration link with its code, through ui's HubQrCode), a new code for a department, and
 * a revocation. Newcomers scan the code and land on this page with the invitation filled in.
 */
export default function InvitationsPanel({ companyId }: { companyId: string }) {
  const list = useLoader(fetchInvitations, []);
  const departments = useLoader(() => fetchDepartments(companyId, 1, 100, ''), [companyId]);
  const [picking, setPicking] = useState(false);
  const active = (list.data?.results ?? []).filter((i) => i.state === 'active');
  const [shownId, setShownId] = useState<string | null>(null);
  const shown: Invitation | undefined = active.find((i) => i.id === shownId) ?? active[0];

  const create = async (departmentId: string) => {
    setPicking(false);
    try {
      const made = await createInvitation(departmentId);
      setShownId(made.id);
      await list.reload();
    } catch (error) {
      void showToast(loadErrorText(error));
    }
  };
  const revoke = async (invitation: Invitation) => {
    if (!(await confirmDialog(`撤销邀请码 ${invitation.code}？撤销后扫码将无法注册`, { confirmText: '撤销' }))) return;
    await revokeInvitation(invitation.id);
    setShownId(null);
    await list.reload();
  };

  return (
    <List mode="card" header="员工二维码（管理员可见）">
      {shown !== undefined && (
        <List.Item>
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
            <HubQrCode
              value={invitationLink(window.location.href, companyId, shown.code)}
              size={200}
              title={`邀请码 ${shown.code} 的注册二维码`}
            />
            <div>
              邀请码 <strong>{shown.code}</strong> · {shown.department.name}
            </div>
            <div style={{ fontSize: 13, color: 'var(--adm-color-weak)' }}>
              {shown.expires_time.slice(0, 16)} 前有效 · 已注册 {shown.used_count} 人
            </div>
          </div>
        </List.Item>
      )}
      {active.map((invitation) => (
        <List.Item
          key={invitation.id}
          onClick={() => setShownId(invitation.id)}
          description={invitation.department.name}
          extra={
            <Button
              size="mini"
              color="danger"
              fill="outline"
              onClick={(event) => {
                event.stopPropagation();
                void revoke(invitation);
              }}
            >
              撤销
            </Button>
          }
        >
          {invitation.code}
        </List.Item>
      ))}
      <List.Item>
        <Button block color="primary" fill="outline" onClick={() => setPicking(true)} disabled={departments.data === undefined}>
          新建邀请码
        </Button>
      </List.Item>
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}>
        <div style={{ padding: '14px 16px 6px', fontWeight: 600 }}>邀请加入的部门</div>
        <CheckList
          onChange={([id]) => {
            if (typeof id === 'string') void create(id);
          }}
        >
          {(departments.data?.results ?? []).map((d) => (
            <CheckList.Item key={d.id} value={d.id}>
              {d.name}
            </CheckList.Item>
          ))}
        </CheckList>
      </Popup>
    </List>
  );
}
