import type { ToastInput } from './stores/toasts';
import { ERROR_TOAST_DURATION } from './stores/toasts';

/** The message of any call that failed without a better one, in the product's wording. */
export const GENERIC_API_ERROR = 'An error occurred while trying to make the api call.';

const PROBLEM_TYPE = 'application/problem+json';

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The error toast of a failed call, from its status, content type and body text:
 * 500 shows the message field; 400 the response text, or for problem responses the title (with the
 * problem's detail as the text, since the title alone rarely says which field); anything else, or an
 * empty body, the generic message. A server fault (5xx) with a request id says it as the toast's text.
 */
export function errorToastOf(
  status: number,
  contentType: string | null,
  bodyText: string,
  requestId: string | null = null,
): ToastInput {
  const toast = (title: string, text = ''): ToastInput => ({
    type: 'error',
    title,
    text,
    duration: ERROR_TOAST_DURATION,
  });
  const body = bodyText.trim();
  if (status >= 500 && requestId) {
    // A fault of the server: the reference finds its log lines (the administrator greps for it).
    const reference = `Reference: ${requestId}`;
    return toast(
      status === 500 ? (textOf(parseJson(body)?.message) ?? GENERIC_API_ERROR) : GENERIC_API_ERROR,
      reference,
    );
  }
  if (status === 500) {
    return toast(textOf(parseJson(body)?.message) ?? GENERIC_API_ERROR);
  }
  if (status === 400 && body !== '') {
    if (contentType?.toLowerCase().includes(PROBLEM_TYPE)) {
      const problem = parseJson(body);
      const title = textOf(problem?.title);
      if (title) return toast(title, textOf(problem?.detail) ?? '');
    }
    return toast(body);
  }
  return toast(GENERIC_API_ERROR);
}

/** A 200 answer with warning=true still succeeds but shows its message as a warning toast. */
export function warningToastOf(body: unknown): ToastInput | null {
  if (typeof body !== 'object' || body === null) return null;
  const wrapper = body as { warning?: unknown; message?: unknown; title?: unknown };
  if (wrapper.warning !== true) return null;
  return { type: 'warning', title: textOf(wrapper.title) ?? 'Warning', text: textOf(wrapper.message) ?? '' };
}
