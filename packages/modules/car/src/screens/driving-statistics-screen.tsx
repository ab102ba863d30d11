import { titleOf } from '../titles.ts';
import { StatisticsScreen } from './statistics.tsx';

/** /applyCarV3/carV3DrivingStatistics: self-driving. */
export default function DrivingStatisticsScreen() {
  return <StatisticsScreen title={titleOf('carV3DrivingStatistics')} scope="driving" />;
}
