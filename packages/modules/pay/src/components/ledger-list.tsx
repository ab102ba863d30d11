import type { LedgerEntry } from '@campus/contracts';
import { ListPage, keepDates } from '@campus/ui';
import { List } from 'antd-mobile';
import { fetchLedger } from '../api.ts';
import { namedSubject, yuan } from '../money.ts';
import { TEXT } from '../texts.ts';

/** A signed amount: + into the wallet, - out of it. */
export const signedYuan = (fen: number): string => (fen > 0 ? `+${yuan(fen)}` : `-${yuan(-fen)}`);

/** The caller's wallet movements, newest first, each with the balance after it. */
export function LedgerList() {
  return (
    <List mode="card">
      <ListPage<LedgerEntry>
        load={fetchLedger}
        keyOf={(entry) => entry.id}
        empty={TEXT.noLedger}
        renderItem={(entry) => (
          <List.Item
            title={TEXT.ledgerKinds[entry.kind]}
            description={keepDates(`${entry.created_time} · ${TEXT.balanceAfter} ${yuan(entry.balance_after_fen)}`)}
            extra={<span data-testid="ledger-amount">{signedYuan(entry.amount_fen)}</span>}
          >
            {namedSubject(entry.subject, entry.order_no)}
          </List.Item>
        )}
      />
    </List>
  );
}
