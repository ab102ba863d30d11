import { DetailSection, useLoader } from '@campus/ui';
import { fetchSharedPlan } from '../api.ts';
import { SharedFrame } from '../components/shared-frame.tsx';
import { useLinkToken, useQueryValue } from '../hooks.ts';
import { LINK_PARAMS } from '../navigation.ts';

/** 分享详情 (/RSP/RSPT?share=&plan=, no login): one agenda item of the link's reception. */
export default function SharedPlanScreen() {
  const token = useLinkToken(LINK_PARAMS.share);
  const plan = useQueryValue('plan');
  const state = useLoader(async () => (token === null || plan === null ? null : fetchSharedPlan(token, plan)), [token, plan]);
  return (
    <SharedFrame title="日程详情" state={state}>
      {(p) => (
        <DetailSection
          title={p.title}
          rows={[
            { label: '开始', value: p.start_time },
            { label: '结束', value: p.end_time },
            { label: '地点', value: p.place },
            { label: '说明', value: p.content },
          ]}
        />
      )}
    </SharedFrame>
  );
}
