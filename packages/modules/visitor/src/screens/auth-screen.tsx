import { AuthEditor } from '../components/auth-editor.tsx';
import { ReceptionFrame } from '../components/reception-frame.tsx';

export default function Screen() {
  return <ReceptionFrame title="接待授权">{(r) => <AuthEditor reception={r} target="viewers" />}</ReceptionFrame>;
}
