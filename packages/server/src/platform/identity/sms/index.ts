import type { FastifyBaseLogger } from 'fastify';
import type { CodeSender } from '../reset-codes.ts';
import { consoleSender, undeliverableSender, type ConsoleWrite } from './console-sender.ts';
import type { SmsConfig } from './config.ts';
import { httpGatewaySender } from './http-gateway.ts';
import { outboxFileSender } from './outbox-file.ts';

export { readSmsConfig, type SmsConfig } from './config.ts';

/**
 * The code sender the server uses: the SMS gateway when configured; else, in demo
 * mode only, the outbox file or the console; in production, one that never shows the code.
 */
export function createCodeSender(sms: SmsConfig, demoMode: boolean, log: FastifyBaseLogger, consoleWrite?: ConsoleWrite): CodeSender {
  if (sms.gateway !== null) return httpGatewaySender(sms.gateway);
  if (sms.outboxFile !== null) {
    if (!demoMode) throw new Error('SMS_OUTBOX_FILE is for demo mode only (it stores codes in clear)');
    return outboxFileSender(sms.outboxFile);
  }
  return demoMode ? consoleSender(consoleWrite) : undeliverableSender(log);
}
