import { ProviderPayScreen } from './provider-pay-screen.tsx';

/** /wxPay?id=: WeChat Pay (JSAPI) inside WeChat. */
export default function WxPayScreen() {
  return <ProviderPayScreen kind="wxPay" />;
}
