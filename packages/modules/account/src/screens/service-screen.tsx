import { LegalDocument } from './legal-document.tsx';

/** Service agreement (softService), readable before login. */
export default function ServiceScreen() {
  return (
    <LegalDocument
      title="服务协议"
      sections={[
        {
          heading: '一、服务内容',
          text: '本服务为所属单位的员工、学生、住户和访客提供用车、班车、宿舍、食堂、物资、访客、预约、通知、审批和支付等线上服务。',
        },
        { heading: '二、账号使用', text: '账号仅限本人使用，请妥善保管密码；因转借账号造成的损失由账号持有人承担。' },
        { heading: '三、申请与审批', text: '您提交的申请按单位配置的审批流程处理，审批结果以系统记录为准，并通过消息通知您。' },
        { heading: '四、协议变更', text: '协议内容变更时，我们会在登录页面公示，继续使用即视为同意变更后的协议。' },
      ]}
    />
  );
}
