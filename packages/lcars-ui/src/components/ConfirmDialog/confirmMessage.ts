/** Defaults of the generic confirm dialog: title Confirm, buttons Yes and No. */
export const confirmDefaults = { title: 'Confirm', yes: 'Yes', no: 'No' } as const;

/**
 * The confirm dialog's question: "Are you sure you want to {text}?", "Are you sure?" without a
 * text, or the text verbatim when `verbatim` is set.
 */
export function confirmMessage(text?: string, verbatim = false): string {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return 'Are you sure?';
  return verbatim ? trimmed : `Are you sure you want to ${trimmed}?`;
}
