import { useEffect, useState, type Key } from 'react';
import {
  Button,
  Card,
  ConfirmDialog,
  Inline,
  List,
  NumberField,
  RadioGroup,
  Select,
  Spinner,
  Switch,
  TextArea,
  TextField,
  ThemeProvider,
  isThemeColorValue,
  readableOn,
} from '@lcars/ui';
import { deleteTheme, listThemes, saveTheme, saveUserAppSetting, THEME_COLOR_NAMES } from '@lcars/contract';
import type { AppSetting, ResultWrapper, Theme, ThemeSaveRequest } from '@lcars/contract';
import { call } from '../core/call';
import { useAlertStore, type AlertTypeValue } from '../core/stores/alert';
import { adoptAppSetting, useSessionStore } from '../core/stores/session';
import { useThemeStore } from '../core/stores/theme';
import { useThemeListStore } from '../core/stores/themes';
import { ALERT_CHOICES } from '../shell/alertNames';
import { useVisibleApps } from '../shell/useVisibleApps';
import * as styles from './account.css';
import { toastSuccess, toastWarning, useLoad } from '../kit';

/** The main colour roles; the nine red-alert and nine custom-alert colours follow under "Alert colours". */
const MAIN_COLORS = THEME_COLOR_NAMES.filter((name) => !/Alert\d$/.test(name));
const ALERT_COLORS = THEME_COLOR_NAMES.filter((name) => /Alert\d$/.test(name));

/** Starting colours of a new theme: the material brand colours on a dark scheme. */
const NEW_THEME_COLORS: Record<string, string> = {
  accent: '#FF4081',
  background: '#121212',
  surface: '#1E1E1E',
  primary: '#2962FF',
  secondary: '#3F51B5',
  tertiary: '#00796B',
  quadrinary: '#7B1FA2',
  quinary: '#BF360C',
  sexenary: '#5D4037',
  septenary: '#455A64',
  octonary: '#AD1457',
  success: '#2E7D32',
  error: '#C62828',
  info: '#0277BD',
  warning: '#F9A825',
};

interface ThemeDraft {
  id: number;
  title: string;
  narrative: string;
  dark: boolean;
  allowUseByOtherUsers: boolean;
  colors: Record<string, string>;
}

const draftOf = (theme: Theme | null): ThemeDraft =>
  theme
    ? {
        id: theme.isUserOwned ? theme.id : 0,
        title: theme.isUserOwned ? theme.title : `${theme.title} (copy)`,
        narrative: theme.narrative,
        dark: theme.dark,
        allowUseByOtherUsers: theme.isUserOwned ? theme.allowUseByOtherUsers : false,
        colors: Object.fromEntries(
          theme.themeColors.map((color) => [color.themeColorName, color.themeColorValue]),
        ),
      }
    : {
        id: 0,
        title: '',
        narrative: '',
        dark: true,
        allowUseByOtherUsers: false,
        colors: { ...NEW_THEME_COLORS },
      };

const themeColorsOf = (draft: ThemeDraft) =>
  Object.entries(draft.colors)
    .filter(([, value]) => isThemeColorValue(value))
    .map(([themeColorName, themeColorValue]) => ({ themeColorName, themeColorValue }));

/**
 * /account/settings/theme: choose a theme for an app (the shell applies it inside that app's pages), create or
 * edit your own, share it, with a live preview.
 */
export function ThemeSettingsPage() {
  const themes = useLoad(listThemes, {});
  const visibleApps = useVisibleApps();
  const allSettings = useSessionStore((state) => state.accountContext?.appSettings);
  // "Use for" offers the apps the user can open (the hub's list), not apps without screens in this build.
  const appSettings = (allSettings ?? []).filter((setting) =>
    visibleApps.some((app) => app.id === setting.appId),
  );
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [draft, setDraft] = useState<ThemeDraft>(() => draftOf(null));
  const [appId, setAppId] = useState<number>(appSettings[0]?.appId ?? 0);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<Theme | null>(null);
  const look = useThemeStore((state) => state.look);

  // The shell applies the app themes from the same list: a theme changed here shows in its apps at once.
  useEffect(() => {
    if (themes.data) useThemeListStore.getState().adopt(themes.data);
  }, [themes.data]);

  const list = themes.data ?? [];
  const selected = list.find((theme) => theme.id === selectedId) ?? null;
  const appSetting = appSettings.find((setting) => setting.appId === appId);

  const select = (theme: Theme | null) => {
    setSelectedId(theme?.id ?? null);
    setDraft(draftOf(theme));
  };

  const save = async () => {
    if (!draft.title.trim()) {
      toastWarning('Give the theme a title.');
      return;
    }
    setSaving(true);
    const body: ThemeSaveRequest = {
      id: draft.id,
      title: draft.title.trim(),
      narrative: draft.narrative.trim(),
      dark: draft.dark,
      allowUseByOtherUsers: draft.allowUseByOtherUsers,
      themeColors: themeColorsOf(draft),
    };
    const answer = await call(saveTheme, { body });
    setSaving(false);
    if (answer?.success && answer.result) {
      toastSuccess(answer.message ?? 'Save complete!');
      await themes.reload();
      select(answer.result);
    }
  };

  const remove = async (theme: Theme) => {
    const answer = await call(deleteTheme, { params: { id: theme.id } });
    if (answer?.success) {
      toastSuccess(`Theme ${theme.title} deleted.`);
      if (selectedId === theme.id) select(null);
      await themes.reload();
    }
  };

  /** Saves the theme of the chosen app (0: none, the global look); the shell applies it inside that app. */
  const applyTheme = async (theme: Theme | null) => {
    const answer = (await call(saveUserAppSetting, { body: { appId, themeId: theme?.id ?? 0 } })) as
      ResultWrapper<AppSetting> | undefined;
    if (answer?.success && answer.result) {
      const saved = answer.result;
      await adoptAppSetting(saved);
      const appTitle = saved.title || 'the app';
      toastSuccess(
        theme ? `${theme.title} is now the theme of ${appTitle}.` : `${appTitle} uses the global look again.`,
      );
    }
  };

  const setColor = (name: string, value: string) =>
    setDraft((current) => ({ ...current, colors: { ...current.colors, [name]: value.toUpperCase() } }));

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Themes</h1>
      <div className={styles.grid}>
        <Card title="Themes" subtitle="Built in, your own and those others share">
          {themes.loading && !themes.data ? (
            <Spinner label="Loading the themes" />
          ) : (
            <div className={styles.form}>
              <List
                aria-label="Themes"
                items={list.map((theme) => ({
                  ...theme,
                  description: theme.isBuiltIn
                    ? 'Built in'
                    : theme.isUserOwned
                      ? theme.allowUseByOtherUsers
                        ? 'Yours, shared'
                        : 'Yours'
                      : 'Shared with you',
                }))}
                selectionMode="single"
                selectedKeys={selectedId !== null ? [selectedId] : []}
                onSelectionChange={(keys: Set<Key>) => {
                  const [key] = [...keys];
                  select(list.find((theme) => theme.id === Number(key)) ?? null);
                }}
                onDelete={(theme) => {
                  if (theme.isUserOwned) setDeleting(theme);
                  else toastWarning('Only your own themes can be deleted.');
                }}
                emptyText="There are no saved themes available."
              />
              <Button variant="secondary" onPress={() => select(null)}>
                New theme
              </Button>
              {selected && (
                <div className={styles.form}>
                  <Select
                    label="Use for"
                    options={appSettings.map((setting) => ({
                      id: setting.appId,
                      label: setting.title || `App ${setting.appId}`,
                    }))}
                    value={appId}
                    onChange={(id) => setAppId(Number(id))}
                    description={appSetting?.themeId === selected.id ? 'Already in use there' : undefined}
                  />
                  <Button variant="primary" onPress={() => void applyTheme(selected)}>
                    Use {selected.title}
                  </Button>
                  {!!appSetting?.themeId && (
                    <Button variant="secondary" onPress={() => void applyTheme(null)}>
                      Use the global look
                    </Button>
                  )}
                </div>
              )}
            </div>
          )}
        </Card>
        <Card
          title={draft.id ? `Edit ${draft.title}` : 'New theme'}
          subtitle="Saved themes are yours to change"
        >
          <div className={styles.form}>
            <TextField
              label="Title"
              value={draft.title}
              onChange={(title) => setDraft((d) => ({ ...d, title }))}
              isRequired
            />
            <TextArea
              label="Description"
              value={draft.narrative}
              onChange={(narrative) => setDraft((d) => ({ ...d, narrative }))}
            />
            <Switch value={draft.dark} onChange={(dark) => setDraft((d) => ({ ...d, dark }))}>
              Dark
            </Switch>
            <Switch
              value={draft.allowUseByOtherUsers}
              onChange={(allowUseByOtherUsers) => setDraft((d) => ({ ...d, allowUseByOtherUsers }))}
            >
              Share with other users
            </Switch>
          </div>
        </Card>
      </div>
      <Card title="Colours">
        <div className={styles.swatches}>
          {MAIN_COLORS.map((name) => (
            <ColorSwatch key={name} name={name} value={draft.colors[name]} onChange={setColor} />
          ))}
        </div>
        <details>
          <summary>Alert colours</summary>
          <div className={styles.swatches}>
            {ALERT_COLORS.map((name) => (
              <ColorSwatch key={name} name={name} value={draft.colors[name]} onChange={setColor} />
            ))}
          </div>
        </details>
      </Card>
      <Card title="Preview">
        <ThemeProvider look={look} dark={draft.dark} theme={{ themeColors: themeColorsOf(draft) }}>
          <div className={styles.preview} aria-label="Theme preview">
            <strong>{draft.title || 'Untitled theme'}</strong>
            <p className={styles.muted}>
              {draft.narrative || 'How cards, buttons and colours look with this theme.'}
            </p>
            <Inline>
              <Button variant="primary">Primary</Button>
              <Button variant="secondary">Secondary</Button>
              <Button variant="text">Text</Button>
            </Inline>
            <div className={styles.chips}>
              {MAIN_COLORS.filter((name) => isThemeColorValue(draft.colors[name])).map((name) => (
                <span
                  key={name}
                  className={styles.chip}
                  style={{
                    background: draft.colors[name],
                    color: readableOn(draft.colors[name] ?? '#000000'),
                  }}
                >
                  {name}
                </span>
              ))}
            </div>
          </div>
        </ThemeProvider>
        <div className={styles.actions}>
          <Button variant="primary" isPending={saving} onPress={() => void save()}>
            {draft.id ? 'Save theme' : 'Create theme'}
          </Button>
        </div>
      </Card>
      <AlertSettingsCard />
      <ConfirmDialog
        isOpen={deleting !== null}
        text={deleting ? `delete the theme ${deleting.title}` : undefined}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </div>
  );
}

function ColorSwatch({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string | undefined;
  onChange: (name: string, value: string) => void;
}) {
  return (
    <label className={styles.swatch}>
      {name}
      <input
        className={styles.colorInput}
        type="color"
        value={value && isThemeColorValue(value) && value.length === 7 ? value : '#000000'}
        onChange={(event) => onChange(name, event.target.value)}
      />
    </label>
  );
}

/**
 * The alert the app bar raises and how long an alert lasts (the user's alert settings; kept on this
 * device as app-alert). Red and yellow alerts use the theme's red-alert colours, custom alerts its custom ones.
 */
function AlertSettingsCard() {
  const alertType = useAlertStore((state) => state.alertType);
  const alertTimeout = useAlertStore((state) => state.alertTimeout);
  const alertActive = useAlertStore((state) => state.alertActive);
  const update = useAlertStore((state) => state.update);
  return (
    <section id="alerts" aria-label="Alerts">
      <Card title="Alerts" subtitle="What the alert button raises, on this device">
        <div className={styles.form}>
          <RadioGroup
            label="Alert"
            options={ALERT_CHOICES.map((choice) => ({ value: String(choice.type), label: choice.label }))}
            value={String(alertType)}
            onChange={(value) => update({ alertType: Number(value) as AlertTypeValue })}
          />
          <NumberField
            label="Alert lasts (seconds)"
            minValue={1}
            maxValue={3600}
            value={Math.round(alertTimeout / 1000)}
            onChange={(seconds) => {
              if (seconds !== null && seconds >= 1) update({ alertTimeout: Math.min(seconds, 3600) * 1000 });
            }}
          />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onPress={() => {
                const alert = useAlertStore.getState();
                if (alert.alertActive) alert.lower();
                else alert.raise();
              }}
            >
              {alertActive ? 'End the alert' : 'Try it'}
            </Button>
          </div>
        </div>
      </Card>
    </section>
  );
}
