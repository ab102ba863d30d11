import type { FastifyBaseLogger } from 'fastify';
import type { CodeSender } from '../reset-codes.ts';

/** Where the demo console sender prints: the terminal, past the log (whose lines never carry codes or phones). */
export type ConsoleWrite = (line: string) => void;
const toStdout: ConsoleWrite = (line) => void process.stdout.write(line);

/** Demo mode without a gateway: the code appears in the server's console, where the developer reads it. */
export function consoleSender(write: ConsoleWrite = toStdout): CodeSender {
  return {
    async send(staff, code, purpose) {
      write(`[demo SMS] ${purpose} code for ${staff.phone} (company ${staff.companyId}): ${code}\n`);
    },
  };
}

/** Production without a gateway: nobody can receive the code; say so, never print it. */
export function undeliverableSender(log: FastifyBaseLogger): CodeSender {
  return {
    async send(staff, _code, purpose) {
      log.error({ companyId: staff.companyId, purpose }, 'verification code not sent: set SMS_GATEWAY_URL (docs/server.md)');
    },
  };
}
