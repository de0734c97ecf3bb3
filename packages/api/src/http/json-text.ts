/**
 * An answer already serialised: what a handler returns when it keeps the JSON text of a cached value,
 * so that a repeated answer is not serialised again on every request.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
