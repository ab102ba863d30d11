import type { OutSession } from '@campus/contracts';

/**
 * The going-out pages' phone session (no login): kept for the browser tab only (sessionStorage),
 * for the company it was made in, until it expires. A login always wins over it.
 */
const KEY = 'visitor.outSession';

export interface StoredOutSession extends OutSession {
  company_id: string;
}

export function readOutSession(now = Date.now()): StoredOutSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    const stored = JSON.parse(raw) as StoredOutSession;
    if (typeof stored.session !== 'string' || Date.parse(stored.expires_at) <= now) {
      sessionStorage.removeItem(KEY);
      return null;
    }
    return stored;
  } catch {
    return null;
  }
}

export function saveOutSession(session: StoredOutSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function clearOutSession(): void {
  sessionStorage.removeItem(KEY);
}
