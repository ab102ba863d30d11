import type { PushTarget } from './delivery.ts';

/** One open push stream (server-sent events) as the registry sees it. */
export interface StreamHandle {
  target: PushTarget;
  /** SHA-256 of the token that opened it (a revoked token closes its streams). */
  tokenHash: string;
  ip: string;
  /** Ends the answer; called at most once by the registry. */
  close(): void;
  /** Writes a heartbeat; false when the peer is gone or stopped reading (its buffer keeps growing). */
  ping(): boolean;
}

export interface StreamLimits {
  /** Open streams per staff; a new one closes the oldest. */
  perStaff: number;
  /** Open streams per client IP; beyond it a new one is refused. */
  perIp: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perStaff: 5, perIp: 50 };

/** Which of a staff's streams to close: those of one token, all but one token's, or all. */
export interface CloseScope {
  tokenHash?: string;
  exceptTokenHash?: string;
}

const staffKey = (t: PushTarget): string => `${t.companyId}/${t.staffId}`;

/**
 * The push streams open on this instance: caps per staff and per IP, closing on revocation, and
 * the heartbeat that drops dead peers. Insertion order is opening order, so the first is the oldest.
 */
export class StreamRegistry {
  private readonly byStaff = new Map<string, Set<StreamHandle>>();
  private readonly byIp = new Map<string, number>();

  constructor(private readonly limits: StreamLimits = DEFAULT_STREAM_LIMITS) {}

  /** Registers a stream; false (nothing registered) when its IP already holds the maximum. */
  open(stream: StreamHandle): boolean {
    const fromIp = this.byIp.get(stream.ip) ?? 0;
    if (fromIp >= this.limits.perIp) return false;
    this.byIp.set(stream.ip, fromIp + 1);
    const key = staffKey(stream.target);
    let set = this.byStaff.get(key);
    if (!set) this.byStaff.set(key, (set = new Set()));
    set.add(stream);
    while (set.size > this.limits.perStaff) {
      const oldest = set.values().next().value;
      if (!oldest) break;
      this.closeOne(oldest);
    }
    return true;
  }

  /** Forgets a stream that ended by itself (the client left). */
  remove(stream: StreamHandle): void {
    const key = staffKey(stream.target);
    const set = this.byStaff.get(key);
    if (!set?.delete(stream)) return;
    if (set.size === 0) this.byStaff.delete(key);
    const fromIp = (this.byIp.get(stream.ip) ?? 1) - 1;
    if (fromIp <= 0) this.byIp.delete(stream.ip);
    else this.byIp.set(stream.ip, fromIp);
  }

  /** Closes a staff's streams (token revoked, password changed or reset); answers how many. */
  closeFor(target: PushTarget, scope: CloseScope = {}): number {
    const set = this.byStaff.get(staffKey(target));
    if (!set) return 0;
    let closed = 0;
    for (const stream of [...set]) {
      if (scope.tokenHash !== undefined && stream.tokenHash !== scope.tokenHash) continue;
      if (scope.exceptTokenHash !== undefined && stream.tokenHash === scope.exceptTokenHash) continue;
      this.closeOne(stream);
      closed++;
    }
    return closed;
  }

  /** One heartbeat round: pings every stream and closes those whose peer is gone; answers how many were dropped. */
  heartbeat(): number {
    let dropped = 0;
    for (const set of [...this.byStaff.values()]) {
      for (const stream of [...set]) {
        if (stream.ping()) continue;
        this.closeOne(stream);
        dropped++;
      }
    }
    return dropped;
  }

  closeAll(): void {
    for (const set of [...this.byStaff.values()]) for (const stream of [...set]) this.closeOne(stream);
  }

  count(target?: PushTarget): number {
    if (target) return this.byStaff.get(staffKey(target))?.size ?? 0;
    let n = 0;
    for (const set of this.byStaff.values()) n += set.size;
    return n;
  }

  private closeOne(stream: StreamHandle): void {
    this.remove(stream);
    stream.close();
  }
}
