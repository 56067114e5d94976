import type { LeadContact, LeadContactStore } from '#application/leads/ports';

/** Document 000 §3: persisted local state under the ps4: prefix, key user-data, part leadrequests. */
const USER_DATA_KEY = 'ps4:user-data';
const KEEP_SENT = 20;

interface LeadRequests {
  contact?: LeadContact;
  sent?: { key: string; leadType: string; id?: number; at: number }[];
}

/**
 * The visitor's contact data and their last leads, in this browser only (never in shared HTML):
 * the next form is prefilled from it. Other parts of user-data are left as they are.
 */
export class LocalLeadContactStore implements LeadContactStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalStorage()) {}

  read(): LeadContact | undefined {
    const contact = this.userData().leadrequests?.contact;
    return contact && typeof contact.email === 'string' ? contact : undefined;
  }

  remember(contact: LeadContact, sent: { key: string; leadType: string; id?: number }): void {
    if (!this.storage) return;
    const data = this.userData();
    const previous = data.leadrequests?.sent ?? [];
    data.leadrequests = { contact, sent: [...previous, { ...sent, at: Date.now() }].slice(-KEEP_SENT) };
    try {
      this.storage.setItem(USER_DATA_KEY, JSON.stringify(data));
    } catch {
      // Private mode or a full quota: the form is simply not prefilled next time.
    }
  }

  private userData(): Record<string, unknown> & { leadrequests?: LeadRequests } {
    try {
      const raw = this.storage?.getItem(USER_DATA_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
}

function globalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
