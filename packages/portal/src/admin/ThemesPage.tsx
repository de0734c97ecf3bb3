import { useState } from 'react';
import { Button, DataTable, useConfirm, type DataTableColumn } from '@lcars/ui';
import { deleteTheme, listApps, listThemes, type Theme } from '@lcars/contract';
import { call } from '../core/call';
import { toastSuccess, useLoad } from '../kit';
import { AdminHeader, Notice } from './shared';
import * as styles from './admin.css';

const SWATCHES = ['primary', 'secondary', 'accent', 'background', 'surface'];

function Swatches({ theme }: { theme: Theme }) {
  const colours = SWATCHES.map((name) =>
    theme.themeColors.find((colour) => colour.themeColorName === name),
  ).filter((colour) => colour !== undefined);
  if (colours.length === 0) return <span className={styles.muted}>Look defaults</span>;
  return (
    <span>
      {colours.map((colour) => (
        <span
          key={colour.themeColorName}
          className={styles.swatch}
          title={`${colour.themeColorName} ${colour.themeColorValue}`}
          style={{ background: colour.themeColorValue }}
        />
      ))}
    </span>
  );
}

/**
 * /admin/theme: built-in themes and those users share. The API keeps no "default theme" flag; the apps
 * whose settings use a theme are named instead (set them in App settings).
 */
export function ThemesPage() {
  const { data, loading, reload } = useLoad(listThemes, {});
  const { data: apps } = useLoad(listApps, {});
  const [notice, setNotice] = useState<string | null>(null);
  const confirm = useConfirm();

  const remove = async (theme: Theme) => {
    if (!(await confirm({ text: `delete the theme ${theme.title}` }))) return;
    const answer = await call(deleteTheme, { params: { id: theme.id } });
    if (answer === undefined) return;
    const message = `Theme ${theme.title} deleted.`;
    toastSuccess(message);
    setNotice(message);
    await reload();
  };

  const usedBy = (theme: Theme): string =>
    (apps ?? [])
      .filter((app) => app.themeId === theme.id)
      .map((app) => app.title)
      .join(', ');

  const columns: DataTableColumn<Theme>[] = [
    { key: 'title', header: 'Title', isRowHeader: true },
    { key: 'narrative', header: 'Narrative', width: '2fr' },
    { key: 'colours', header: 'Colours', width: 160, render: (theme) => <Swatches theme={theme} /> },
    {
      key: 'kind',
      header: 'Kind',
      width: 190,
      render: (theme) => (
        <span>
          {theme.isBuiltIn ? <span className={styles.tag}>Built-in</span> : null}
          {theme.allowUseByOtherUsers ? <span className={styles.tag}>Shared</span> : null}
          {theme.isUserOwned ? <span className={styles.tag}>Own</span> : null}
          <span className={styles.tag}>{theme.dark ? 'Dark' : 'Light'}</span>
        </span>
      ),
    },
    { key: 'usedBy', header: 'Default of apps', render: usedBy },
    {
      key: 'actions',
      header: 'Actions',
      width: 110,
      align: 'end',
      render: (theme) =>
        theme.isBuiltIn ? null : (
          <Button
            variant="text"
            aria-label={`Delete theme ${theme.title}`}
            onPress={() => void remove(theme)}
          >
            Delete
          </Button>
        ),
    },
  ];

  return (
    <>
      <AdminHeader title="Themes" />
      <Notice message={notice} />
      <DataTable<Theme>
        aria-label="Themes"
        columns={columns}
        rows={data ?? []}
        paging="client"
        isLoading={loading}
      />
    </>
  );
}
