import { useState } from 'react';
import { Card, Form, NumberField, RadioGroup, Select, Spinner, Switch, TextField, rules } from '@lcars/ui';
import {
  saveGlobalAppSettings,
  type GlobalAppSettings,
  type GlobalAppSettingsSaveRequest,
  type ResultWrapper,
} from '@lcars/contract';
import { call } from '../core/call';
import { updateStoredAccountContext } from '../core/offline/readiness';
import { useAppContextStore } from '../core/stores/appContext';
import { useSettingsStore } from '../core/stores/settings';
import { FormEnd } from './FormEnd';
import * as styles from './account.css';
import { toastSuccess } from '../kit';
import { useProfileSetup } from './useProfileSetup';

const THEME_MODES = [
  { value: '1', label: 'Material' },
  { value: '2', label: 'LCARS' },
];

type GlobalValues = {
  startUrl: string;
  gridDefaultRows: number | null;
  displayNameId: number | string;
  isOfflineEnabled: boolean;
};

/**
 * Takes the saved settings into the settings store (the session's account context follows it) and into the
 * device's copy of the account, so going offline keeps them.
 */
function adoptGlobalSettings(settings: GlobalAppSettings): void {
  void useSettingsStore.getState().hydrate(settings);
  void updateStoredAccountContext((stored) => ({ ...stored, globalAppSettings: settings })).catch(
    (error: unknown) => console.error("Updating the device's copy of the account failed.", error),
  );
}

/** /account/settings/global: look (saved at once), start page, table rows, display name, offline use. */
export function GlobalSettingsPage() {
  const settings = useSettingsStore((state) => state.globalAppSettings);
  const setDarkMode = useSettingsStore((state) => state.setDarkMode);
  const setThemeMode = useSettingsStore((state) => state.setThemeMode);
  const platformOffline = useAppContextStore(
    (state) => state.appContext?.globalAppSettings.isOfflineEnabled ?? false,
  );
  const { setup, displayNames } = useProfileSetup();
  const [saving, setSaving] = useState(false);

  const save = async (values: GlobalValues) => {
    setSaving(true);
    const body: GlobalAppSettingsSaveRequest = {
      startUrl: values.startUrl.trim() || '/',
      gridDefaultRows: values.gridDefaultRows ?? settings.gridDefaultRows,
      displayNameId: Number(values.displayNameId) || 2,
      isOfflineEnabled: values.isOfflineEnabled,
    };
    const answer = (await call(saveGlobalAppSettings, { body })) as
      ResultWrapper<GlobalAppSettings> | undefined;
    setSaving(false);
    if (answer?.success) {
      adoptGlobalSettings(answer.result ?? { ...settings, ...body });
      toastSuccess(answer.message ?? 'Save complete!');
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Global settings</h1>
      <Card title="Look" subtitle="Changes apply and are saved at once">
        <div className={styles.form}>
          <RadioGroup
            label="Theme mode"
            orientation="horizontal"
            options={THEME_MODES}
            value={String(settings.themeMode)}
            onChange={(value) => void setThemeMode(value === '2' ? 2 : 1)}
          />
          <Switch
            value={settings.themeMode === 2 ? true : settings.darkMode}
            isDisabled={settings.themeMode === 2}
            onChange={(dark) => void setDarkMode(dark)}
            description={settings.themeMode === 2 ? 'The LCARS look is always dark.' : undefined}
          >
            Dark mode
          </Switch>
        </div>
      </Card>
      <Card title="Preferences">
        {!setup.data ? (
          <Spinner label="Loading the display names" />
        ) : (
          <Form<GlobalValues>
            aria-label="Preferences"
            onSubmit={save}
            defaultValues={{
              startUrl: settings.startUrl,
              gridDefaultRows: settings.gridDefaultRows,
              displayNameId: settings.displayNameId,
              isOfflineEnabled: settings.isOfflineEnabled,
            }}
          >
            <div className={styles.grid}>
              <TextField
                label="Start page"
                name="startUrl"
                rules={[rules.pattern(/^\/(?![/\\])\S*$/, 'Use a path of the portal, starting with /.')]}
                description="Where the portal opens after sign-in, e.g. / or /money"
              />
              <NumberField
                label="Table rows"
                name="gridDefaultRows"
                minValue={1}
                maxValue={200}
                rules={[rules.required]}
                description="Rows a table shows per page"
              />
              <Select label="Display name" name="displayNameId" options={displayNames} />
            </div>
            <Switch
              name="isOfflineEnabled"
              isDisabled={!platformOffline}
              description={
                platformOffline
                  ? 'Apps enabled for offline use keep their data on this device'
                  : 'Offline use is turned off for this portal'
              }
            >
              Allow offline use
            </Switch>
            <FormEnd label="Save" pending={saving} />
          </Form>
        )}
      </Card>
    </div>
  );
}
