import { AuthEditor } from '../components/auth-editor.tsx';
import { ReceptionFrame } from '../components/reception-frame.tsx';

export default function Screen() {
  return <ReceptionFrame title="安排授权">{(r) => <AuthEditor reception={r} target="arrangers" />}</ReceptionFrame>;
}
