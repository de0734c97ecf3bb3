/** The class names that are set, joined with spaces: for a component's own classes plus optional ones. */
export function joinClasses(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/**
 * Whether `children` renders anything a screen reader could read: the LCARS pieces are decorative, hidden from
 * assistive technology, unless they carry a label.
 */
export function hasLabel(children: unknown): boolean {
  return children !== undefined && children !== null && children !== false && children !== '';
}
