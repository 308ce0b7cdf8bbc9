/** A phone number as a tel: link: its digits, with the leading + of an international number. */
export function telHref(phone: string) {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^0-9]/g, '')}`;
}

export const mailtoHref = (email: string) => `mailto:${email.trim()}`;
