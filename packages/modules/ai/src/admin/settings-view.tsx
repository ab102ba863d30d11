import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { fetchSettings } from '../api.ts';
import { SettingsForm } from './settings-form.tsx';
import { ADMIN_TEXT } from './texts.ts';

/** /chatGpt?view=settings (the company's administrator): the assistant's provider and quotas. */
export function SettingsView() {
  const settings = useLoader(fetchSettings);
  return (
    <PageFrame title={ADMIN_TEXT.settings}>
      <Loadable state={settings}>{(stored) => <SettingsForm settings={stored} />}</Loadable>
    </PageFrame>
  );
}
