/**
 * Navigation from outside React (api hooks, stores, the live channel). The router registers its
 * `navigate` at start-up; until then, and in tests, a full page load is the fallback.
 */
type Navigate = (to: string | number, options?: { replace?: boolean }) => unknown;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) {
    void navigator(to, options);
    return;
  }
  if (options?.replace) globalThis.location?.replace(to);
  else globalThis.location?.assign(to);
}

/** Back to the previous page (a logout the server did not confirm). */
export function navigateBack(): void {
  if (navigator) void navigator(-1);
  else globalThis.history?.back();
}

/** A full reload, which some offline transitions ask for. */
export function reloadPage(): void {
  globalThis.location?.reload();
}
