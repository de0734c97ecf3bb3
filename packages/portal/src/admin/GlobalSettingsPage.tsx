import { useState } from 'react';
import { Button, Card, Checkbox, Form, NumberField, Switch, TextField, rules } from '@lcars/ui';
import type { AdminSettings } from '@lcars/api/contract';
import { apiCall } from '../core/call';
import { useAppContextStore } from '../core/stores/appContext';
import { AdminHeader, Notice, toastSuccess, useLoad } from './shared';
import * as styles from './admin.css';

interface SettingsForm extends Record<string, unknown> {
  registrationEnabled: boolean;
  allowedUserNameCharacters: string;
  requireDigit: boolean;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requiredLength: number | null;
  requiredUserNameLength: number | null;
}

export const SAVE_COMPLETE = 'Save complete!';

function formOf(settings: AdminSettings): SettingsForm {
  return { registrationEnabled: settings.registrationEnabled, ...settings.requirements };
}

/** /admin/app: registration and the password requirements every sign-up and password change must meet. */
export function GlobalSettingsPage() {
  const { data, reload } = useLoad<AdminSettings>('admin/settings');
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (values: SettingsForm) => {
    setSaving(true);
    setNotice(null);
    const saved = await apiCall<AdminSettings>('post', 'admin/settings', {
      data: {
        registrationEnabled: values.registrationEnabled,
        requirements: {
          allowedUserNameCharacters: values.allowedUserNameCharacters,
          requireDigit: values.requireDigit,
          requireLowercase: values.requireLowercase,
          requireUppercase: values.requireUppercase,
          requiredLength: values.requiredLength ?? undefined,
          requiredUserNameLength: values.requiredUserNameLength ?? undefined,
        },
      },
    });
    setSaving(false);
    if (!saved) return;
    toastSuccess(SAVE_COMPLETE);
    setNotice(SAVE_COMPLETE);
    await reload();
    // Registration and requirements travel with the app context: the login and register pages follow.
    void useAppContextStore.getState().load(false);
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
          <div className={styles.columns}>
            <Card title="Registration">
              <Switch name="registrationEnabled">Registration enabled</Switch>
              <p className={styles.muted}>When off, only an administrator can create users.</p>
            </Card>
            <Card title="Password requirements">
              <div className={styles.stack}>
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
              </div>
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
