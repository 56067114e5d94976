import { inject, injectable } from 'inversify';
import type { LeadContact } from '#domain/leads/LeadContact';
import { LeadContactStore } from '../ports';

/** The contact data this browser remembered from its last lead (document 000 §3 "leadrequests"), if any. */
@injectable()
export class GetRememberedLeadContactHandler {
  constructor(@inject(LeadContactStore) private readonly contacts: Pick<LeadContactStore, 'read'>) {}

  execute(): LeadContact | undefined {
    return this.contacts.read();
  }
}
