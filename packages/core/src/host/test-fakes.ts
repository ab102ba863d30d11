import type { LXDZBridge, NativeAnswer, NativePushEvent } from './native-shell.ts';

/** User agents of the four hosts, as the devices send them. */
export const UA = {
  dingtalkAndroid:
    'Mozilla/5.0 (Linux; U; Android 10; zh-CN; MI 9 Build/QKQ1.190825.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.0.36 Mobile Safari/537.36 AliApp(DingTalk/6.0.5) com.alibaba.android.rimet/0 Channel/227200 language/zh-CN abi/64',
  dingtalkIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.0.10) com.laiwang.DingTalk/27839870 Channel/201200 language/zh-Hans-CN WK',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2b) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2055A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110005 MMWEBSDK/20230805 MicroMessenger/8.0.42.2460(0x28002A51) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
} as const;

export interface FakeShell extends LXDZBridge {
  /** Every call and listener registration, in order: 'call:initPush', 'on:push'... */
  log: string[];
  params: Array<object | undefined>;
  /** Sends a push to the registered listeners, as the shell would. */
  emit(payload: unknown): void;
}

/**
 * A fake native shell (docs/native-shell.md): `answers` gives each method's
 * answer (code 0 and no data when absent).
 */
export function fakeShell(answers: Partial<Record<string, NativeAnswer | (() => Promise<NativeAnswer>)>> = {}): FakeShell {
  const listeners = new Set<(payload: NativePushEvent) => void>();
  const shell: FakeShell = {
    log: [],
    params: [],
    call(method, params) {
      shell.log.push(`call:${method}`);
      shell.params.push(params);
      const answer = answers[method];
      if (typeof answer === 'function') return answer();
      return Promise.resolve(answer ?? { code: 0 });
    },
    on(event, listener) {
      shell.log.push(`on:${event}`);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(payload) {
      for (const listener of listeners) listener(payload as NativePushEvent);
    },
  };
  return shell;
}
