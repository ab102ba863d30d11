import { titleOf } from '../titles.ts';
import { StatisticsScreen } from './statistics.tsx';

/** /applyCarV3/carV3Statistics: trips and daily use. */
export default function CarStatisticsScreen() {
  return <StatisticsScreen title={titleOf('carV3Statistics')} scope="dispatch" />;
}
