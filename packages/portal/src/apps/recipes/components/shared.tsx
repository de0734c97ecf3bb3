import { useEffect, useState } from 'react';
import { appSettingsOf } from '@lcars/contract';
import {
  recipeSettingsManifest,
  recipesManifest,
  type RecipeSettings,
  type RecipeSetup,
} from '@lcars/contract/recipes';
import { useNetworkStore } from '../../../core/stores/network';
import { useOfflineStore } from '../../../core/stores/offline';
import { useDeviceFallbackStore } from '../deviceFallback';
import { useSessionStore } from '../../../core/stores/session';
import { appHeader, useClaim } from '../../../kit';
import { recipesApi } from '../api';
import * as styles from '../recipes.css';

export const RECIPE_BASE = '/recipe';

/** Whether the signed-in user holds Recipes/`value` (the server checks again on every call). */
export const useRecipeClaim = (value: string, type = 'Recipes'): boolean => useClaim(type, value);

/** Whether the portal runs from the device: only reads work (create, edit, archive, rate are disabled). */
export function useRecipesOffline(): boolean {
  const offline = useOfflineStore((state) => state.isOffline);
  return useRecipesFromDevice() || offline;
}

/** Whether the pages read from the device because the server cannot be reached (offline mode is off). */
export function useRecipesFromDevice(): boolean {
  const fromDevice = useDeviceFallbackStore((state) => state.fromDevice);
  const connected = useNetworkStore((state) => state.connected);
  return fromDevice && !connected;
}

/** The user's Recipe settings (App settings), with their defaults. */
export function useRecipeSettings(): RecipeSettings {
  const mine = useSessionStore((state) =>
    state.accountContext?.appSettings.find((setting) => setting.appId === recipesManifest.id),
  );
  return appSettingsOf(recipeSettingsManifest, mine);
}

let setupCache: Promise<RecipeSetup | undefined> | null = null;

/** The setup lists, loaded once per page load (a lookup editor's save drops them). */
export function useRecipeSetup(): RecipeSetup | undefined {
  const [setup, setSetup] = useState<RecipeSetup | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setupCache ??= recipesApi.setup().then((answer) => {
      if (answer === undefined) setupCache = null;
      return answer;
    });
    void setupCache.then((answer) => {
      if (live) setSetup(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return setup;
}

export function forgetRecipeSetup(): void {
  setupCache = null;
}

const RECIPE_AREA = { title: 'Recipes', path: RECIPE_BASE };

/** A page's heading in the app's toolbar, with the way back to the app home. */
export const RecipeHeader = appHeader(RECIPE_AREA);

/** Stars of a rating: read-only, or buttons that rate (1-5). */
export function RatingStars({
  value,
  onRate,
  label,
}: {
  value: number;
  onRate?: (stars: number) => void;
  label: string;
}) {
  const rounded = Math.round(value);
  if (!onRate) {
    return (
      <span className={styles.starSmall} role="img" aria-label={`${label}: ${value} of 5 stars`}>
        {'★'.repeat(rounded)}
        {'☆'.repeat(5 - rounded)}
      </span>
    );
  }
  return (
    <span className={styles.stars} role="group" aria-label={label}>
      {[1, 2, 3, 4, 5].map((stars) => (
        <button
          key={stars}
          type="button"
          className={styles.star}
          aria-label={`Rate ${stars} star${stars > 1 ? 's' : ''}`}
          aria-pressed={stars <= rounded}
          onClick={() => onRate(stars)}
        >
          {stars <= rounded ? '★' : '☆'}
        </button>
      ))}
    </span>
  );
}

/** Keeps the screen on while a recipe is open (cooks keep the phone on the counter), where supported. */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let live = true;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (live) lock = sentinel;
          else void sentinel.release();
        },
        () => undefined,
      );
    };
    request();
    // The browser releases the lock when the tab is hidden: take it again on return.
    document.addEventListener('visibilitychange', request);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, [active]);
}
