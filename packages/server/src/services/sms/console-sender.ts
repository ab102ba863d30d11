import type { FastifyBaseLogger } from 'fastify';
import type { CodeSender } from '../reset-codes.ts';

/** Demo mode without a gateway: the code appears in the server's console, where the developer reads it. */
export function consoleSender(log: FastifyBaseLogger): CodeSender {
  return {
    async send(staff, code, purpose) {
      log.warn({ companyId: staff.companyId, phone: staff.phone, purpose, code }, 'verification code (demo mode, no SMS gateway configured)');
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
