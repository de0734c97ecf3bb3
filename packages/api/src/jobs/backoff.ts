/** First retry after this, doubling with each further attempt. */
export const RETRY_BACKOFF_MS = 2000;

/** The wait before attempt `attempt + 1`. */
export function backoffMs(attempt: number): number {
  return RETRY_BACKOFF_MS * 2 ** Math.max(0, attempt - 1);
}
