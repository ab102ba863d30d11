import { ProviderPayScreen } from './provider-pay-screen.tsx';

/** /lxdzPay?id=: the native shell's pay bridge. */
export default function LxdzPayScreen() {
  return <ProviderPayScreen kind="lxdzPay" />;
}
