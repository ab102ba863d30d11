/** Where verification codes go, from the environment (docs/server.md, "SMS"). */
export interface SmsConfig {
  /** A real SMS provider behind a generic HTTP JSON gateway. */
  gateway: { url: string; key: string; template: string } | null;
  /** Demo mode only: codes appended as JSON lines to this file (browser tests read them). */
  outboxFile: string | null;
}

export function readSmsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  const url = env.SMS_GATEWAY_URL || null;
  let gateway: SmsConfig['gateway'] = null;
  if (url !== null) {
    const key = env.SMS_GATEWAY_KEY;
    const template = env.SMS_TEMPLATE;
    if (!key) throw new Error('SMS_GATEWAY_KEY must be set with SMS_GATEWAY_URL');
    if (!template) throw new Error('SMS_TEMPLATE must be set with SMS_GATEWAY_URL');
    gateway = { url, key, template };
  }
  return { gateway, outboxFile: env.SMS_OUTBOX_FILE || null };
}
