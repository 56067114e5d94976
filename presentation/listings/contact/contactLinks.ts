/**
 * How the page reaches the listing's contact without a back end of its own: the visitor's
 * mail client with the listing named (so the agent knows which one) and a dialable number.
 */
export function mailtoHref(email: string, subject: string, body?: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`, body ? `body=${encodeURIComponent(body)}` : '']
    .filter(Boolean)
    .join('&');
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?${query}`;
}

/** tel: wants digits and a leading plus only; spaces and brackets are for reading. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
