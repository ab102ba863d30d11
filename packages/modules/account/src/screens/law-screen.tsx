import { tenantConfig } from '@campus/core';
import { LegalDocument } from './legal-document.tsx';

/** Legal statement (about/law). */
export default function LawScreen() {
  const name = tenantConfig().title;
  return (
    <LegalDocument
      title="法律声明"
      sections={[
        {
          heading: '一、权利归属',
          text: `${name}的页面内容、界面设计、图标与程序代码的知识产权归运营方所有，未经书面许可，任何人不得复制、修改或传播。`,
        },
        {
          heading: '二、使用规范',
          text: '用户应当遵守国家法律法规及所在单位的管理制度，不得利用本服务从事违法违规活动，不得冒用他人身份提交申请。',
        },
        {
          heading: '三、信息保护',
          text: '我们仅为提供服务所必需收集和使用个人信息，并按照《隐私政策》的约定予以保护，不会向无关第三方出售或提供。',
        },
        { heading: '四、免责说明', text: '因网络故障、第三方服务或不可抗力造成的服务中断，运营方将尽力恢复，但不承担由此产生的间接损失。' },
      ]}
    />
  );
}
