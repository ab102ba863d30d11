import { LineMap } from '../components/line-map.tsx';
import { PATHS } from '../paths.ts';
import { titleOf } from '../titles.ts';

/** /plantBus/plantBusRecentMap?id=: where the plant bus is now, and its recent reports. */
export default function PlantRecentScreen() {
  return <LineMap mode="recent" title={titleOf('plantBusRecentMap')} path={PATHS.plantRecentMap} />;
}
