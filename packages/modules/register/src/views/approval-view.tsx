/**
 * The registration content of the approval detail (approvalStaffRegisterDetail, 员工注册审批): who
 * applies, with the phone, job and department (or student number and class) the order carries.
 */
import { REGISTER_ORDER_TYPES } from '@campus/contracts';
import type { OrderViewProps } from '@campus/core';
import { DetailSection, PhoneLink } from '@campus/ui';

interface RegistrationData {
  name?: string;
  phone?: string;
  job?: string | null;
  department?: string | null;
  student_no?: string | null;
  class_name?: string | null;
}

export default function RegisterApprovalView({ order }: OrderViewProps) {
  const data = (order.data ?? {}) as RegistrationData;
  const student = order.order_type === REGISTER_ORDER_TYPES.student;
  return (
    <DetailSection
      title={student ? '学生注册信息' : '员工注册信息'}
      rows={[
        { label: '姓名', value: data.name ?? null },
        { label: '手机号', value: data.phone ? <PhoneLink value={data.phone} /> : null },
        { label: '学号', value: data.student_no ?? null, hidden: !student },
        { label: '班级', value: data.class_name ?? null, hidden: !student },
        { label: '岗位', value: data.job ?? null, hidden: student },
        { label: '部门', value: data.department ?? null, hidden: student },
      ]}
    />
  );
}
