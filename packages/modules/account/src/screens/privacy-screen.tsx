import { LegalDocument } from './legal-document.tsx';

/** Privacy policy (softPrivacy), readable before login. */
export default function PrivacyScreen() {
  return (
    <LegalDocument
      title="隐私政策"
      sections={[
        {
          heading: '一、我们收集的信息',
          text: '为完成登录和各项服务，我们会收集您的姓名、手机号、所属单位与部门，以及您主动提交的申请、预约和订单信息。',
        },
        { heading: '二、信息的使用', text: '上述信息仅用于身份验证、审批流转、消息推送和服务履约，不用于与服务无关的用途。' },
        {
          heading: '三、设备权限',
          text: '扫码需要相机权限，用车和签到需要定位权限；权限仅在您使用相应功能时申请，您可随时在手机设置中关闭。',
        },
        {
          heading: '四、信息的保存与删除',
          text: '您的信息保存在所属单位的数据空间中，单位之间相互隔离；离职或注销后，您可联系管理员删除个人信息。',
        },
      ]}
    />
  );
}
