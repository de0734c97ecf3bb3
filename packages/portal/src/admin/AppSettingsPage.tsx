import { useState } from 'react';
import { Button, Card, Form, Select, Switch, TextField, rules, type SelectOption } from '@lcars/ui';
import { listApps, saveAppSetting } from '@lcars/contract';
import { call } from '../core/call';
import { settingsSaved } from './GlobalSettingsPage';
import { useLoad } from '../kit';
import { AdminHeader, Notice } from './shared';
import * as styles from './admin.css';

interface AppForm extends Record<string, unknown> {
  isEnabled: boolean;
  isOfflineEnabled: boolean;
  isOfflinePreloadEnabled: boolean;
  primaryColor: string;
  secondaryColor: string;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;
const colourRules = [rules.required, rules.pattern(HEX, 'Use a colour of the form #RRGGBB.')];

function Swatch({ colour }: { colour: unknown }) {
  const value = typeof colour === 'string' && HEX.test(colour) ? colour : 'transparent';
  return <span className={styles.swatch} style={{ background: value }} aria-hidden="true" />;
}

/** /admin/app-settings: the global settings of each app (POST app/save; "Save complete!"). */
export function AppSettingsPage() {
  const { data: apps, reload } = useLoad(listApps, {});
  const [appId, setAppId] = useState<SelectOption['id'] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [colours, setColours] = useState<{ primary: unknown; secondary: unknown }>({
    primary: '',
    secondary: '',
  });
  const [saving, setSaving] = useState(false);
  const app = apps?.find((candidate) => candidate.id === appId) ?? apps?.[0];

  const save = async (values: AppForm) => {
    if (!app) return;
    setSaving(true);
    setNotice(null);
    const saved = await call(saveAppSetting, {
      body: {
        appId: app.id,
        isEnabled: values.isEnabled,
        isOfflineEnabled: values.isOfflineEnabled,
        isOfflinePreloadEnabled: values.isOfflinePreloadEnabled,
        primaryColor: values.primaryColor,
        secondaryColor: values.secondaryColor,
      },
    });
    setSaving(false);
    if (saved === undefined) return;
    // Hub, menus and colours read the app context.
    await settingsSaved(setNotice, reload);
  };

  return (
    <>
      <AdminHeader title="App settings" />
      {!apps || !app ? (
        <p className={styles.muted}>Loading data...</p>
      ) : (
        <div className={styles.cardGrid}>
          <Card title="App">
            <Select
              label="App"
              options={apps.map((candidate) => ({ id: candidate.id, label: candidate.title }))}
              value={app.id}
              onChange={(id) => {
                setAppId(id);
                setNotice(null);
                setColours({ primary: '', secondary: '' });
              }}
            />
            <p className={styles.muted}>{app.narrative}</p>
          </Card>
          <Card title={app.title}>
            <Form<AppForm>
              key={`${app.id}:${JSON.stringify(app)}`}
              aria-label={`Settings of ${app.title}`}
              defaultValues={{ ...app }}
              onValuesChange={(values) =>
                setColours({ primary: values.primaryColor, secondary: values.secondaryColor })
              }
              onSubmit={save}
            >
              <Switch name="isEnabled">Enabled</Switch>
              <Switch name="isOfflineEnabled">Offline enabled</Switch>
              <Switch name="isOfflinePreloadEnabled">Offline preload enabled</Switch>
              <TextField
                name="primaryColor"
                label="Primary colour"
                prefix={<Swatch colour={colours.primary || app.primaryColor} />}
                rules={colourRules}
              />
              <TextField
                name="secondaryColor"
                label="Secondary colour"
                prefix={<Swatch colour={colours.secondary || app.secondaryColor} />}
                rules={colourRules}
              />
              <div className={styles.actions}>
                <Button type="submit" isDisabled={saving}>
                  Save
                </Button>
              </div>
              <Notice message={notice} />
            </Form>
          </Card>
        </div>
      )}
    </>
  );
}
