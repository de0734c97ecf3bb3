import { data, type LoaderFunction } from 'react-router';
import { APP_DISABLED_MESSAGE, hasClaim, type AppContext } from '@lcars/contract';
import { useSessionStore } from '../core/stores/session';

/** The status an app area's loader refuses with, and its error page recognises. */
export const FORBIDDEN = 403;

/**
 * The loader of an app area's routes, declared up front (a loader from `lazy` would be ignored: the guard's
 * is set already). The shell's guard runs first (sign-in, offline); this refuses a signed-in user without
 * the claim with a 403 that the area's AreaErrorPage shows. The server checks the claim on every call as
 * well; this only keeps the screens from opening.
 */
export function requireRouteClaim(type: string, value: string): LoaderFunction {
  return async () => {
    await useSessionStore.getState().restore();
    if (!hasClaim(useSessionStore.getState().accountContext?.claims ?? [], type, value)) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer a status
      throw data(`This page needs the ${type}/${value} claim.`, { status: FORBIDDEN });
    }
    return null;
  };
}

/**
 * Refuses every route of an app the administrator has disabled (the app context says so), with a 403 whose
 * text the area's error page shows. The API answers 403 on the app's calls as well.
 */
export function refuseDisabledApp(appId: number | undefined, appContext: AppContext | null): void {
  const app = appId === undefined ? undefined : appContext?.apps.find((candidate) => candidate.id === appId);
  if (app && !app.isEnabled) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer a status
    throw data(APP_DISABLED_MESSAGE, { status: FORBIDDEN });
  }
}
