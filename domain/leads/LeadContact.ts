/** A visitor's contact data as a lead carries it (document 001 §3 "Lead": fullName, email, phone). */
export interface LeadContact {
  fullName: string;
  email: string;
  phone: string;
}

/**
 * The lead form's first contact data: each field from what this browser remembered of the last
 * lead (document 000 §3 "leadrequests"), else from the known visitor's profile, else empty.
 */
export function leadFormContact(
  remembered: Partial<LeadContact> | undefined,
  profile: Partial<LeadContact>,
): LeadContact {
  return {
    fullName: remembered?.fullName || profile.fullName || '',
    email: remembered?.email || profile.email || '',
    phone: remembered?.phone || profile.phone || '',
  };
}
