import { CURRENCIES } from '@studydesk/shared/money';

/**
 * The ISO 4217 currencies as choices of a searchable select: "EUR · Euro", so that a person finds a currency by its
 * code or by its name. The names come from the browser's own list (Intl), in English like the staff screens.
 */
export function currencyOptions(codes: readonly string[] = CURRENCIES): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  return codes.map((code) => {
    const name = names.of(code);
    return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
  });
}
