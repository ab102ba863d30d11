import { PageFrame } from '@campus/ui';
import { List, NoticeBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { withCompany } from '../company.ts';
import { CompanyField } from '../components/company-field.tsx';
import { useRegisterCompany } from '../components/use-register-company.ts';

export const QUICK_CLOSED_HINT = '本单位未开放快速注册';

/**
 * 员工申请 (#/staffApply, no login): the way in for someone who has no account yet: apply to a
 * department (approved by the company), check the application and sign in, or register at once with
 * an invitation code where the company allows it (said here, before the form).
 */
export default function StaffApplyScreen() {
  const navigate = useNavigate();
  const { companyId, choose, rules, picks, tenantType } = useRegisterCompany();
  const quickOpen = rules.data?.quick_register === true;
  const go = (path: string) => navigate(withCompany(path, companyId));
  return (
    <PageFrame title="员工申请">
      {picks && <CompanyField type={tenantType} value={companyId} onChange={choose} />}
      {rules.error !== undefined && <NoticeBar wrap color="alert" content="未找到该单位，请选择所属单位" />}
      <List mode="card" header={rules.data ? `加入${rules.data.name}` : '加入单位'}>
        <List.Item
          arrowIcon
          description="填写姓名、手机号、岗位并选择部门，审批通过后开通账号"
          onClick={() => go('/staffApply/staffRegister')}
        >
          员工注册
        </List.Item>
        <List.Item arrowIcon description="已提交申请？验证手机号查看审批进度，通过后直接登录" onClick={() => go('/staffApply/staffLogin')}>
          查询进度并登录
        </List.Item>
        <List.Item
          arrowIcon
          description={
            rules.data && !quickOpen ? `${QUICK_CLOSED_HINT}，请提交员工注册申请` : '持单位发放的邀请码或员工二维码注册，无需审批'
          }
          onClick={() => go('/staffApply/quickRegister')}
        >
          快速注册
        </List.Item>
      </List>
      <List mode="card">
        <List.Item arrowIcon onClick={() => go('/studentRegister')}>
          学生注册
        </List.Item>
        <List.Item arrowIcon onClick={() => navigate('/login')}>
          已有账号，去登录
        </List.Item>
      </List>
    </PageFrame>
  );
}
