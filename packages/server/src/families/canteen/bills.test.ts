import { beforeAll, expect, it } from 'vitest';
import { billSchema, canteenEndpoints, endpointUrl, publicBillSchema, type Bill } from '@campus/contracts';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { balanceOf, BILL, FIRST, key, payFromBalance, payOrder, payWithSandbox, testClock, topUp } from './test-helpers.ts';

const clock = testClock();

describeOnDatabase(
  'canteen counter bills (/payMeal, issue 14 route table): a link anyone opens, paid once by someone of the company',
  (h) => {
    let admin: Client;
    let staff: Client;
    let patrol: Client;
    let otherCompany: Client;
    const c = A.id;

    beforeAll(async () => {
      admin = await clientOf(h(), c);
      staff = await clientOf(h(), c, '13800000005');
      patrol = await clientOf(h(), c, '13800000001');
      otherCompany = await clientOf(h(), B.id, '13800000005');
    });

    const makeBill = async (amount_fen: number, note?: string): Promise<Bill> => {
      const res = await admin.post(canteenEndpoints.createBill.url, { canteen_id: FIRST(c), amount_fen, ...(note ? { note } : {}) });
      expect(res.statusCode, res.body).toBe(201);
      return billSchema.parse(res.json());
    };
    const publicView = async (code: string) => {
      const res = await h().app.inject({ method: 'GET', url: endpointUrl(canteenEndpoints.publicBill, { code }) });
      return { status: res.statusCode, bill: res.statusCode === 200 ? publicBillSchema.parse(res.json()) : null };
    };

    it('canteen staff make a bill; its link shows it without login; a staff pays it from the wallet, once', async () => {
      expect((await staff.post(canteenEndpoints.createBill.url, { canteen_id: FIRST(c), amount_fen: 100 })).statusCode).toBe(403);
      const bill = await makeBill(1500, '客餐一份');
      expect(bill).toMatchObject({ status: 0, status_label: '待支付', amount_fen: 1500, pay_path: `/payMeal?code=${bill.code}` });
      expect(bill.code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
      expect(await publicView(bill.code)).toMatchObject({
        status: 200,
        bill: { canteen_name: '第一食堂', amount_fen: 1500, note: '客餐一份', status: 0, expired: false, company_id: c },
      });
      expect((await publicView('AAAAAAAAAAAAAAAA')).status).toBe(404);
      const before = await balanceOf(staff);
      const paid = await payFromBalance(staff, bill.code, BILL);
      expect(payOrder(paid)).toMatchObject({ status: 'paid', amount_fen: 1500, subject: '第一食堂餐费（客餐一份）' });
      expect(await balanceOf(staff)).toBe(before - 1500);
      const seen = billSchema.parse((await admin.get(endpointUrl(canteenEndpoints.getBill, { id: bill.id }))).json());
      expect(seen).toMatchObject({ status: 10, status_label: '已支付', paid_by: { id: staff.id } });
      expect((await publicView(bill.code)).bill).toMatchObject({ status: 10, status_label: '已支付' });
      // a second payer: refused before any money moves
      const again = await staff.post('/9077/api/pay/orders/', { purpose: BILL, ref_id: bill.code, provider: 'balance', client_key: key() });
      expect(again.json()).toEqual({ ref_id: ['该账单已支付'] });
    });

    it('50 concurrent payers from their wallets: exactly one pays, nobody else is charged', async () => {
      await topUp(patrol, 5000);
      const bill = await makeBill(700);
      const payers = [staff, patrol, admin];
      const before = await Promise.all(payers.map(balanceOf));
      const created = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          payers[i % 3]!.post('/9077/api/pay/orders/', {
            purpose: BILL,
            ref_id: bill.code,
            provider: 'balance',
            client_key: key('race'),
          }).then((r) => ({ who: i % 3, order: payOrder(r) })),
        ),
      );
      const answers = await Promise.all(created.map((o) => payers[o.who]!.post(`/9077/api/pay/orders/${o.order.id}/balance/`)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of answers.filter((x) => x.statusCode !== 200)) expect(r.json()).toEqual({ non_field_errors: ['该账单已支付'] });
      const after = await Promise.all(payers.map(balanceOf));
      const spent = before.reduce((s, b, i) => s + b - (after[i] ?? 0), 0);
      expect(spent).toBe(700);
    });

    it('a provider payment for a bill paid meanwhile is refunded; an expired bill is refused; another company cannot pay it', async () => {
      const bill = await makeBill(900);
      const viaSandbox = await staff.post('/9077/api/pay/orders/', {
        purpose: BILL,
        ref_id: bill.code,
        provider: 'sandbox',
        client_key: key(),
      });
      await payFromBalance(patrol, bill.code, BILL);
      const o = payOrder(viaSandbox);
      const token = o.pay_params?.provider === 'sandbox' ? o.pay_params.token : '';
      await staff.post(`/9077/api/pay/sandbox/${o.id}/confirm/`, { token, outcome: 'pay' });
      const { canteenService } = await import('./routes.ts');
      const { sweep } = await import('./sweep.ts');
      await sweep(canteenService(h().app.context));
      expect(payOrder(await staff.get(`/9077/api/pay/orders/${o.id}/`))).toMatchObject({ status: 'refunded', refunded_fen: 900 });

      const old = await makeBill(300);
      clock.add(31 * 60_000);
      expect((await publicView(old.code)).bill).toMatchObject({ status: 0, expired: true });
      const late = await staff.post('/9077/api/pay/orders/', { purpose: BILL, ref_id: old.code, provider: 'balance', client_key: key() });
      expect(late.json()).toEqual({ ref_id: ['该账单已过期，请让收银员重新生成'] });
      const fresh = await makeBill(300);
      const foreign = await otherCompany.post('/9077/api/pay/orders/', {
        purpose: BILL,
        ref_id: fresh.code,
        provider: 'balance',
        client_key: key(),
      });
      expect(foreign.json()).toEqual({ ref_id: ['账单不存在'] });
      // the sandbox pays a fresh one too
      expect(payOrder(await payWithSandbox(staff, fresh.code, BILL))).toMatchObject({ status: 'paid', amount_fen: 300 });
    });
  },
  { now: () => clock.now() },
);
