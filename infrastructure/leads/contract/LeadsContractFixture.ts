import type { LeadsService } from '#application/leads/ports';

/**
 * What the leads contract runs on: a LeadsService (PostLead in process over a store, or the browser's
 * http adapter), the demo data's cases, and the outbox the e-mails land in.
 */
export interface LeadsContractFixture {
  service: LeadsService;
  /** A portal whose country reads national phone numbers (CH: 044 …). */
  portalId: string;
  listings: {
    /** For sale, not archived, an agency with an e-mail and a contact agent; its country's time zone. */
    sale: { id: number; originalId: string; agencyEmail: string; agentEmail: string; timeZone: string };
    rent: { id: number };
    archived: { id: number };
    /** Geocoded to its city only: no address request (document 002 §6). */
    cityGeocoded: { id: number };
  };
  project: { id: number; developerEmail: string };
  agent: { id: number; email: string };
  /** A signed-up user with no account role: nobody's agent, no public page. */
  privateUser: { id: number; email: string };
  /** Outbox mail to a recipient (newest first). */
  mailsTo(recipient: string): Promise<{ subject: string; text: string }[]>;
  /** The service's stamp of a form opened this long ago (what GET /leads/formStamp gave a visitor then). */
  formStamp(openedAgoMs: number): string;
  /** Leads stored under an idempotency key (0 or 1). */
  leadsWithKey(key: string): Promise<number>;
}
