import { LineMap } from '../components/line-map.tsx';
import { PATHS } from '../paths.ts';
import { titleOf } from '../titles.ts';

/** /plantBus/plantBusMap?id=: the plant bus line on the map (or its stops as a list). */
export default function PlantMapScreen() {
  return <LineMap mode="map" title={titleOf('plantBusMap')} path={PATHS.plantMap} />;
}
