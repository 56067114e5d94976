/** tel: wants digits and a leading plus only; spaces and brackets are for reading. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
