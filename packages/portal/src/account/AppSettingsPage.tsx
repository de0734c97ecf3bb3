import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, ConfirmDialog, Form, Inline, Spinner, Switch } from '@lcars/ui';
import {
  appSettingsOf,
  saveUserAppSetting,
  type AppContextApp,
  type AppSetting,
  type AppSettingsManifest,
  type UserAppSettingSaveRequest,
} from '@lcars/contract';
import { appEntries, manifestOfApp, offlineOfApp } from '../apps/registry';
import { appSettingEntries } from '../core/apps';
import { call } from '../core/call';
import { preloadApp, readPreloadedApps } from '../core/offline/appOffline';
import { preloadErrorMessage, showPreloadButton } from '../core/offline/readiness';
import { clearAllTables } from '../core/offline/tables';
import { useAppContextStore } from '../core/stores/appContext';
import { useOfflineStore } from '../core/stores/offline';
import { adoptAppSetting, useSessionStore } from '../core/stores/session';
import { useSettingsStore } from '../core/stores/settings';
import { useVisibleApps } from '../shell/useVisibleApps';
import * as styles from './account.css';
import { toastError, toastSuccess } from '../kit';

/** The toast after the app settings are saved. */
export const APP_SETTINGS_SAVED = 'Save complete!';

type AppValues = {
  isEnabled: boolean;
  isOfflineEnabled: boolean;
  isOfflinePreloadEnabled: boolean;
  primaryColor: string;
  secondaryColor: string;
  /** The app's own settings, when its manifest declares any (Recipe options). */
  own?: Record<string, boolean>;
};

/** The app's own settings as its manifest declares them, if it has any. */
const ownSettingsOf = (appId: number): AppSettingsManifest | undefined => manifestOfApp(appId)?.settings;

const valuesOf = (setting: AppSetting): AppValues => {
  const own = ownSettingsOf(setting.appId);
  return {
    isEnabled: setting.isEnabled,
    isOfflineEnabled: setting.isOfflineEnabled,
    isOfflinePreloadEnabled: setting.isOfflinePreloadEnabled,
    primaryColor: setting.primaryColor || '#2962FF',
    secondaryColor: setting.secondaryColor || '#3F51B5',
    ...(own && { own: appSettingsOf(own, setting) }),
  };
};

const sameValues = (a: AppValues, b: AppValues): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * /account/settings/app: the user's settings of each app, with offline preload and clear. It lists the hub's
 * apps (those the user may use and this build has screens for) and also those the user switched off here, so
 * they can be switched back on.
 */
export function AppSettingsPage() {
  const appSettings = useSessionStore((state) => state.accountContext?.appSettings);
  const apps = useVisibleApps({ includeSwitchedOff: true });
  const [preloaded, setPreloaded] = useState<Set<number>>(new Set());

  useEffect(() => {
    let cancelled = false;
    readPreloadedApps((appId) => offlineOfApp(appEntries, appId))
      .then((fresh) => {
        if (cancelled) return;
        setPreloaded(fresh);
        useOfflineStore.getState().setPreloadedApps(fresh);
      })
      .catch((error: unknown) => console.error('Reading the preloaded apps failed.', error));
    return () => {
      cancelled = true;
    };
  }, []);

  if (!appSettings) return <Spinner label="Loading your app settings" size="lg" />;
  const entries = appSettingEntries(apps, appSettings);

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>App settings</h1>
      {entries.length === 0 && <p className={styles.muted}>There are no saved apps available.</p>}
      {entries.map(({ app, setting }) => (
        <AppSettingCard
          key={setting.appId}
          setting={setting}
          app={app}
          preloaded={preloaded.has(setting.appId)}
          onPreloaded={(isPreloaded) =>
            setPreloaded((current) => {
              const next = new Set(current);
              if (isPreloaded) next.add(setting.appId);
              else next.clear();
              // The guard lets an app that preloads go offline once it is preloaded here.
              useOfflineStore.getState().setPreloadedApps(next);
              return next;
            })
          }
        />
      ))}
    </div>
  );
}

function AppSettingCard({
  setting,
  app,
  preloaded,
  onPreloaded,
}: {
  setting: AppSetting;
  app: AppContextApp;
  preloaded: boolean;
  onPreloaded: (preloaded: boolean) => void;
}) {
  const pristine = valuesOf(setting);
  const ownSettings = ownSettingsOf(setting.appId);
  const [values, setValues] = useState<AppValues>(pristine);
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number; label: string } | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const platformOffline = useAppContextStore(
    (state) => state.appContext?.globalAppSettings.isOfflineEnabled ?? false,
  );
  const accountOffline = useSettingsStore((state) => state.globalAppSettings.isOfflineEnabled);
  const themeMode = useSettingsStore((state) => state.globalAppSettings.themeMode);
  const dirty = !sameValues(values, pristine);
  const title = setting.title || app.title;
  const appOfflineEnabled = app.isOfflineEnabled && setting.isOfflineEnabled;
  const preloadVisible = showPreloadButton({
    platformOfflineEnabled: platformOffline && accountOffline,
    appOfflineEnabled,
    preloadEnabled: app.isOfflinePreloadEnabled && setting.isOfflinePreloadEnabled,
    themeMode,
    dirty,
  });

  const save = async (form: AppValues) => {
    setSaving(true);
    const body: UserAppSettingSaveRequest = {
      appId: setting.appId,
      isEnabled: form.isEnabled,
      isOfflineEnabled: form.isOfflineEnabled,
      isOfflinePreloadEnabled: form.isOfflinePreloadEnabled,
      primaryColor: form.primaryColor,
      secondaryColor: form.secondaryColor,
      ...(ownSettings && form.own && { [ownSettings.key]: form.own }),
    };
    const answer = await call(saveUserAppSetting, { body });
    setSaving(false);
    if (answer?.success) {
      const saved = answer.result ?? setting;
      await adoptAppSetting(saved);
      setValues(valuesOf(saved));
      toastSuccess(APP_SETTINGS_SAVED);
    }
  };

  const preload = async () => {
    const { appContext } = useAppContextStore.getState();
    const { accountContext } = useSessionStore.getState();
    if (!appContext || !accountContext) return;
    setBusy(true);
    try {
      // The contexts every app needs offline, then what the app's offline declaration preloads itself.
      await preloadApp(
        setting.appId,
        offlineOfApp(appEntries, setting.appId),
        { appContext, accountContext },
        (done, total, label) => setProgress({ done, total, label }),
      );
      onPreloaded(true);
      toastSuccess(`${title} is ready for offline use.`);
    } catch (error) {
      toastError(preloadErrorMessage(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const clear = async () => {
    setBusy(true);
    try {
      await clearAllTables();
      onPreloaded(false);
      toastSuccess('The offline data of this device was cleared.');
    } catch (error) {
      console.error('Clearing the offline data failed.', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={
        <Inline as="span">
          <StorageIcon preloaded={preloaded} />
          {title}
        </Inline>
      }
      subtitle={setting.narrative || app.narrative}
    >
      <Form<AppValues>
        key={JSON.stringify(pristine)}
        aria-label={`${title} settings`}
        defaultValues={pristine}
        onValuesChange={(next) => setValues({ ...pristine, ...next })}
        onSubmit={save}
      >
        <div className={styles.grid}>
          <Switch name="isEnabled">Show this app</Switch>
          <Switch name="isOfflineEnabled" isDisabled={!app.isOfflineEnabled}>
            Use offline
          </Switch>
          <Switch name="isOfflinePreloadEnabled" isDisabled={!app.isOfflinePreloadEnabled}>
            Preload for offline use
          </Switch>
        </div>
        <div className={styles.grid}>
          <ColorField
            label="Primary colour"
            value={values.primaryColor}
            onChange={(primaryColor) => setValues((current) => ({ ...current, primaryColor }))}
          />
          <ColorField
            label="Secondary colour"
            value={values.secondaryColor}
            onChange={(secondaryColor) => setValues((current) => ({ ...current, secondaryColor }))}
          />
        </div>
        {ownSettings && (
          <fieldset className={styles.fieldset}>
            <legend>{ownSettings.title}</legend>
            {Object.entries(ownSettings.labels).map(([key, label]) => (
              <Checkbox
                key={key}
                value={values.own?.[key] ?? false}
                onChange={(checked) =>
                  setValues((current) => ({ ...current, own: { ...current.own, [key]: checked } }))
                }
              >
                {label}
              </Checkbox>
            ))}
          </fieldset>
        )}
        <div className={styles.actions}>
          <Button variant="primary" isPending={saving} isDisabled={!dirty} onPress={() => void save(values)}>
            Save
          </Button>
          <Inline>
            {preloadVisible && (
              <Button variant="secondary" isPending={busy} onPress={() => void preload()}>
                Preload
              </Button>
            )}
            {appOfflineEnabled && preloaded && (
              <Button variant="text" isDisabled={busy} onPress={() => setConfirmClear(true)}>
                Clear offline data
              </Button>
            )}
          </Inline>
        </div>
      </Form>
      {progress && (
        <div className={styles.progress}>
          <progress
            className={styles.progressBar}
            aria-label={`Preloading ${title}`}
            max={Math.max(1, progress.total)}
            value={progress.done}
          />
          <span className={styles.muted}>
            {progress.label} ({progress.done} of {progress.total})
          </span>
        </div>
      )}
      <ConfirmDialog
        isOpen={confirmClear}
        text="clear the offline data of this device"
        onConfirm={() => void clear()}
        onOpenChange={(open) => {
          if (!open) setConfirmClear(false);
        }}
      />
    </Card>
  );
}

function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.swatch}>
      {label}
      <input
        className={styles.colorInput}
        type="color"
        value={value}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
      />
    </label>
  );
}

/** Preloaded apps show a database, the others a server (preloaded ones are read from the device). */
function StorageIcon({ preloaded }: { preloaded: boolean }) {
  return preloaded ? (
    <svg className={styles.statusIcon} viewBox="0 0 24 24" role="img" aria-label="Preloaded on this device">
      <path d="M12 3C7.58 3 4 4.79 4 7v10c0 2.21 3.59 4 8 4s8-1.79 8-4V7c0-2.21-3.58-4-8-4zm6 14c0 .5-2.13 2-6 2s-6-1.5-6-2v-2.23c1.61.78 3.72 1.23 6 1.23s4.39-.45 6-1.23V17zm0-4.55c-1.3.95-3.58 1.55-6 1.55s-4.7-.6-6-1.55V9.64c1.47.83 3.61 1.36 6 1.36s4.53-.53 6-1.36v2.81zM12 9C8.13 9 6 7.5 6 7s2.13-2 6-2 6 1.5 6 2-2.13 2-6 2z" />
    </svg>
  ) : (
    <svg className={styles.statusIcon} viewBox="0 0 24 24" role="img" aria-label="Loaded from the server">
      <path d="M4 1h16a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1zm0 10h16a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1zm3-6.5a1.5 1.5 0 1 0 0 .01zm0 10a1.5 1.5 0 1 0 0 .01z" />
    </svg>
  );
}
