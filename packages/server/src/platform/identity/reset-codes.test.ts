import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import { authEndpoints, endpointUrl } from '@campus/contracts';
import { A, describeOnDatabase } from '../test/harness.ts';
import { findStaffByPhone } from './staff.ts';
import { consumeCode, issueCode, RESET_PURPOSE, type CodeSender } from './reset-codes.ts';
import { logLines } from '../test/log-lines.ts';

function capture(): CodeSender & { last: string } {
  const sender = {
    last: '',
    async send(_staff: unknown, code: string) {
      sender.last = code;
    },
  };
  return sender;
}

const wrongCodes = (right: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));

describeOnDatabase('reset codes: five wrong tries burn the code, even at once (issue 9)', (h) => {
  const staffOf = async (phone: string) => {
    const row = await findStaffByPhone(h().db.handle.db, A.id, phone);
    if (!row) throw new Error('staff missing');
    return row.staff;
  };

  for (const parallel of [12, 50]) {
    it(`refuses the right code after ${String(parallel)} wrong codes sent together`, async () => {
      const staff = await staffOf('13800000002');
      const sender = capture();
      const db = h().db.handle.db;
      await issueCode(db, sender, staff, RESET_PURPOSE, new Date());
      const results = await Promise.all(wrongCodes(sender.last, parallel).map((c) => consumeCode(db, staff, RESET_PURPOSE, c, new Date())));
      expect(results.every((r) => !r)).toBe(true);
      expect(await consumeCode(db, staff, RESET_PURPOSE, sender.last, new Date())).toBe(false);
    });
  }

  it('accepts the right code after four wrong ones, once', async () => {
    const staff = await staffOf('13800000002');
    const sender = capture();
    const db = h().db.handle.db;
    await issueCode(db, sender, staff, RESET_PURPOSE, new Date());
    await Promise.all(wrongCodes(sender.last, 4).map((c) => consumeCode(db, staff, RESET_PURPOSE, c, new Date())));
    const together = await Promise.all([1, 2, 3].map(() => consumeCode(db, staff, RESET_PURPOSE, sender.last, new Date())));
    expect(together.filter(Boolean)).toHaveLength(1);
  });

  it('refuses an expired code', async () => {
    const staff = await staffOf('13800000002');
    const sender = capture();
    const db = h().db.handle.db;
    const issued = new Date();
    await issueCode(db, sender, staff, RESET_PURPOSE, issued);
    expect(await consumeCode(db, staff, RESET_PURPOSE, sender.last, new Date(issued.getTime() + 11 * 60_000))).toBe(false);
  });

  it('never writes the code or the phone to the log, whatever sender logs them', async () => {
    const { lines, stream: sink } = logLines();
    const sent = capture();
    // the app's log exists only once the app is built, after the sender
    const logger: { current?: FastifyBaseLogger } = {};
    const codeSender: CodeSender = {
      async send(staff, code, purpose) {
        sent.last = code;
        // a careless sender that logs both: the log's redaction must still hide them
        logger.current?.warn({ staffId: staff.id, phone: staff.phone, purpose, code }, 'verification code');
      },
    };
    const app = await h().build({ logger: { level: 'info', stream: sink }, disableRequestLogging: false, codeSender });
    logger.current = app.log;
    const res = await app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.sendResetCode),
      payload: { phone: '13800000001', company_id: A.id },
    });
    expect(res.statusCode).toBe(200);
    const bad = await app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.resetPassword),
      payload: { phone: '13800000001', company_id: A.id, code: '000000x', new_password: 'NewPass2026' },
    });
    expect(bad.statusCode).toBe(400);
    const text = lines.join('');
    expect(text).toContain('verification code');
    expect(sent.last).toMatch(/^\d{6}$/);
    expect(text).not.toContain(sent.last);
    expect(text).not.toContain('13800000001');
  });
});
