import { getAdminSettings, getProfileSetup, saveAdminSettings } from '@lcars/contract';
import { useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Form,
  NumberField,
  RadioGroup,
  Select,
  Stack,
  Switch,
  TextField,
  rules,
} from '@lcars/ui';
import type { AdminSettings } from '@lcars/contract';
import { call } from '../core/call';
import { useAppContextStore } from '../core/stores/appContext';
import { toastSuccess, useLoad } from '../kit';
import { AdminHeader, Notice } from './shared';
import * as styles from './admin.css';

interface SettingsForm extends Record<string, unknown> {
  registrationEnabled: boolean;
  allowedUserNameCharacters: string;
  requireDigit: boolean;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requiredLength: number | null;
  requiredUserNameLength: number | null;
  isOfflineEnabled: boolean;
  gridDefaultRows: number | null;
  startUrl: string;
  darkMode: boolean;
  themeMode: string;
  displayNameId: number | string;
}

const THEME_MODES = [
  { value: '1', label: 'Material' },
  { value: '2', label: 'LCARS' },
];

export const SAVE_COMPLETE = 'Save complete!';

function formOf(settings: AdminSettings): SettingsForm {
  const portal = settings.globalAppSettings;
  return {
    registrationEnabled: settings.registrationEnabled,
    ...settings.requirements,
    ...portal,
    themeMode: String(portal.themeMode),
  };
}

/**
 * /admin/app: registration, the password requirements every sign-up and password change must meet, whether
 * offline use is allowed on this portal, and the settings a new user starts with.
 */
/**
 * After a save of the portal's settings: say so (a toast and the page's notice), read them again, and load the app
 * context again, which the hub, the menus and every page read.
 */
export async function settingsSaved(setNotice: (text: string) => void, reload: () => Promise<unknown>) {
  toastSuccess(SAVE_COMPLETE);
  setNotice(SAVE_COMPLETE);
  await reload();
  void useAppContextStore.getState().load(false);
}

export function GlobalSettingsPage() {
  const { data, reload } = useLoad(getAdminSettings, {});
  const setup = useLoad(getProfileSetup, {});
  const displayNames = (setup.data?.displayNames ?? [])
    .filter((item) => item.id !== 0)
    .map((item) => ({ id: item.id, label: item.title }));
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (values: SettingsForm) => {
    setSaving(true);
    setNotice(null);
    const saved = await call(saveAdminSettings, {
      body: {
        registrationEnabled: values.registrationEnabled,
        requirements: {
          allowedUserNameCharacters: values.allowedUserNameCharacters,
          requireDigit: values.requireDigit,
          requireLowercase: values.requireLowercase,
          requireUppercase: values.requireUppercase,
          requiredLength: values.requiredLength ?? undefined,
          requiredUserNameLength: values.requiredUserNameLength ?? undefined,
        },
        globalAppSettings: {
          isOfflineEnabled: values.isOfflineEnabled,
          gridDefaultRows: values.gridDefaultRows ?? undefined,
          startUrl: values.startUrl.trim() || '/',
          darkMode: values.darkMode,
          themeMode: values.themeMode === '2' ? 2 : 1,
          displayNameId: Number(values.displayNameId) || 2,
        },
      },
    });
    setSaving(false);
    if (!saved) return;
    // Registration, requirements and the offline switch travel with the app context: the pages follow.
    await settingsSaved(setNotice, reload);
  };

  return (
    <>
      <AdminHeader title="Global settings" />
      {data ? (
        <Form<SettingsForm>
          key={JSON.stringify(data)}
          aria-label="Global settings"
          defaultValues={formOf(data)}
          onSubmit={save}
        >
          <div className={styles.cardGrid}>
            <Card title="Registration">
              <Switch name="registrationEnabled">Registration enabled</Switch>
              <p className={styles.muted}>When off, only an administrator can create users.</p>
            </Card>
            <Card title="Password requirements">
              <Stack>
                <NumberField
                  name="requiredLength"
                  label="Required password length"
                  minValue={8}
                  maxValue={256}
                  rules={[rules.required]}
                />
                <Checkbox name="requireDigit">Require a digit</Checkbox>
                <Checkbox name="requireLowercase">Require a lowercase letter</Checkbox>
                <Checkbox name="requireUppercase">Require an uppercase letter</Checkbox>
                <NumberField
                  name="requiredUserNameLength"
                  label="Required user name length"
                  minValue={1}
                  maxValue={256}
                  rules={[rules.required]}
                />
                <TextField
                  name="allowedUserNameCharacters"
                  label="Allowed user name characters"
                  rules={[rules.required, rules.maxLength(500)]}
                />
              </Stack>
            </Card>
            <Card title="Offline use">
              <Switch
                name="isOfflineEnabled"
                description="Users may then allow offline use in their own settings and preload apps enabled for it"
              >
                Offline use allowed on this portal
              </Switch>
            </Card>
            <Card title="New users start with">
              <Stack>
                <RadioGroup name="themeMode" label="Look" orientation="horizontal" options={THEME_MODES} />
                <Switch name="darkMode">Dark mode</Switch>
                <TextField
                  name="startUrl"
                  label="Start page"
                  description="Where the portal opens after sign-in, e.g. / or /money"
                  rules={[rules.pattern(/^\/(?![/\\])\S*$/, 'Use a path of the portal, starting with /.')]}
                />
                <NumberField
                  name="gridDefaultRows"
                  label="Table rows"
                  minValue={1}
                  maxValue={200}
                  rules={[rules.required]}
                />
                {displayNames.length > 0 && (
                  <Select name="displayNameId" label="Display name" options={displayNames} />
                )}
              </Stack>
            </Card>
          </div>
          <div className={styles.actions}>
            <Button type="submit" isDisabled={saving}>
              Save
            </Button>
          </div>
          <Notice message={notice} />
        </Form>
      ) : (
        <p className={styles.muted}>Loading data...</p>
      )}
    </>
  );
}
