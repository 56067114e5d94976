import { type InputHTMLAttributes, useLayoutEffect, useRef } from 'react';
import { formatNumber } from '#domain/portal/NumberFormat';
import { amountOf, caretAfterDigits, digitsBefore } from './groupedAmount';

export interface MoneyInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value: number | undefined;
  /** The portal's culture: its grouping is shown ("224 000" in fr, "224’000" in de-CH). */
  locale: string;
  onValueChange: (value: number | undefined) => void;
}

/**
 * A whole amount of money, grouped in the culture as the visitor types. A number input cannot show
 * grouping, so this is a text input with a numeric keyboard; after each regrouping the caret is put
 * back after the same digits, so typing or deleting in the middle keeps working.
 */
export function MoneyInput({ value, locale, onValueChange, ...input }: MoneyInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);
  const text = value === undefined ? '' : formatNumber(value, locale, 0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || caretDigits.current === null || document.activeElement !== element) return;
    const caret = caretAfterDigits(element.value, caretDigits.current);
    caretDigits.current = null;
    element.setSelectionRange(caret, caret);
  });
  return (
    <input
      {...input}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const element = event.target;
        caretDigits.current = digitsBefore(element.value, element.selectionStart ?? element.value.length);
        onValueChange(amountOf(element.value));
      }}
    />
  );
}
