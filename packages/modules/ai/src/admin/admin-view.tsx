import type { AdminView } from '../paths.ts';
import { RatingsView } from './ratings-view.tsx';
import { SettingsView } from './settings-view.tsx';

/** The administrator's view of /chatGpt named by `?view=` (a chunk of its own: members never load it). */
export default function AdminViewScreen({ view }: { view: AdminView }) {
  return view === 'ratings' ? <RatingsView /> : <SettingsView />;
}
