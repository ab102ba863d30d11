import type { RegisterApplication } from '@campus/contracts';
import { DetailSection } from '@campus/ui';
import { Result, Tag } from 'antd-mobile';

const TONES = { pending: 'warning', approved: 'success', rejected: 'danger', cancelled: 'default' } as const;

/** What the applicant is told about where the application stands. */
export const STATUS_WORDS: Record<RegisterApplication['status'], { title: string; description: string }> = {
  pending: { title: '申请已提交，等待审批', description: '审批结果将以短信通知您，也可在“查询进度”中查看' },
  approved: { title: '申请已通过', description: '账号已开通' },
  rejected: { title: '申请未通过', description: '可修改信息后重新提交申请' },
  cancelled: { title: '申请已撤销', description: '可重新提交申请' },
};

const RESULT_STATUS = { pending: 'waiting', approved: 'success', rejected: 'error', cancelled: 'info' } as const;

/** The application: its state in words, then what was sent (and the reason of a rejection). */
export function ApplicationCard({ application }: { application: RegisterApplication }) {
  const words = STATUS_WORDS[application.status];
  return (
    <>
      <Result status={RESULT_STATUS[application.status]} title={words.title} description={words.description} />
      <DetailSection
        title={
          <>
            {application.kind_label}{' '}
            <Tag color={TONES[application.status]} fill="outline" round>
              {application.status_label}
            </Tag>
          </>
        }
        rows={[
          { label: '姓名', value: application.name },
          { label: '手机号', value: application.phone },
          { label: '学号', value: application.student_no, hidden: application.student_no === null },
          { label: '班级', value: application.class_name, hidden: application.class_name === null },
          { label: '部门', value: application.department, hidden: application.department === null },
          { label: '岗位', value: application.job, hidden: application.job === null },
          { label: '提交时间', value: application.submitted_time.slice(0, 16) },
          { label: '审批时间', value: application.decided_time?.slice(0, 16) ?? null, hidden: application.decided_time === null },
          { label: '驳回原因', value: application.reject_reason, hidden: application.reject_reason === null },
        ]}
      />
    </>
  );
}
