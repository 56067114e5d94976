/**
 * A whole amount typed into a field that shows it grouped in the culture ("224 000", "224’000"):
 * the digits are the value, every other character is the culture's decoration.
 */

/** The amount the visitor typed, whatever grouping they or we put in; undefined when the field is empty. */
export function amountOf(text: string): number | undefined {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? undefined : Number(digits);
}

/** How many digits stand before the caret: what stays put when the grouping around them changes. */
export function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, '').length;
}

/** Where the caret goes in the regrouped text so that the same digits stand before it. */
export function caretAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i])) seen++;
    if (seen === digits) return i + 1;
  }
  return text.length;
}
