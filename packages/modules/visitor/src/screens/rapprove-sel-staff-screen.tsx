import { showToast } from '@campus/core';
import { PageFrame, StaffPicker } from '@campus/ui';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { transferOrder } from '../api.ts';
import { MissingParam } from '../components/missing.tsx';
import { useQueryValue } from '../hooks.ts';
import { goBack, withQuery } from '../navigation.ts';
import { loadStaffOptions } from '../picker-options.ts';
import { refusalText } from '../refusal.ts';

/** 选择人员 (/RApprove/RApproveDetail/RApproveSelStaff?id=): hand my approval step of the reception to another staff. */
export default function RApproveSelStaffScreen() {
  const navigate = useNavigate();
  const id = useQueryValue('id');
  const handed = useRef(false);
  if (id === null)
    return (
      <PageFrame title="转交审批">
        <MissingParam />
      </PageFrame>
    );
  return (
    <PageFrame title="转交审批">
      <StaffPicker
        visible
        title="转交给"
        onChange={(chosen) => {
          const staff = chosen[0];
          if (!staff) return;
          handed.current = true;
          transferOrder(id, staff.id).then(
            () => {
              void showToast(`已转交给${staff.name}`, { icon: 'success' });
              void navigate('/RApprove', { replace: true });
            },
            (error: unknown) => {
              void showToast(refusalText(error));
              void navigate(withQuery('/RApprove/RApproveDetail', { id }), { replace: true });
            },
          );
        }}
        onClose={() => {
          if (!handed.current) goBack(navigate, withQuery('/RApprove/RApproveDetail', { id }));
        }}
        load={loadStaffOptions}
      />
    </PageFrame>
  );
}
