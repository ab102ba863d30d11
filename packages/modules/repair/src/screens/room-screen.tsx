import { Navigate, useLocation } from 'react-router-dom';
import { PATHS } from '../paths.ts';

/** /saRepairRoom itself opens its first child, 我要报修 (spec 2.3: other paths redirect to saRepairApply). */
export default function RoomScreen() {
  const { search } = useLocation();
  return <Navigate to={`${PATHS.apply}${search}`} replace />;
}
