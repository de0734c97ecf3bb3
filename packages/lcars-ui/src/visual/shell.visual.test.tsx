import { useState, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AppBar } from '../components/AppBar';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DatePicker } from '../components/DatePicker';
import { Dialog } from '../components/Dialog';
import { IconButton } from '../components/IconButton';
import { MoreIcon } from '../components/IconButton/icons';
import { LoaderOverlay, type SpinnerKind } from '../components/Loader';
import { ToastRegion, ToastStore } from '../components/Toast';
import { Toolbar } from '../components/Toolbar';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { Look } from '../theme/tokens';
import { appBarActions, appBarNavigation, sampleToasts } from '../docs/demo';
import { fontsReady, pinMaterialFont } from './visualFonts';

// Visual snapshots of the shell and overlay components: the app bar with a badge on the bell, a toolbar and an
// open calendar (fixed today); a dialog (md) and the confirm dialog open; one sticky toast of each type; the
// loader overlay with a fixed spinner kind. In each look; each image is cropped to its component. Nothing runs
// on a timer while shooting (sticky toasts, reduced motion) and nothing shows a focus ring.
// Keep each composition inside the 720x520 viewport: what lies below it is not captured.

const bases: { name: string; look: Look; dark: boolean; spinner: SpinnerKind }[] = [
  { name: 'material-light', look: 'material', dark: false, spinner: 'ring' },
  { name: 'material-dark', look: 'material', dark: true, spinner: 'ring' },
  { name: 'lcars', look: 'lcars', dark: true, spinner: 'scanBar' },
];

function Themed({ look, dark, children }: { look: Look; dark: boolean; children: ReactNode }) {
  return (
    <ThemeProvider look={look} dark={dark} locale="en-US">
      <div style={{ inlineSize: '720px', blockSize: '520px' }}>{children}</div>
    </ThemeProvider>
  );
}

function Shell() {
  return (
    <div
      data-testid="composition"
      style={{ display: 'flex', flexDirection: 'column', gap: '1rem', paddingBlockEnd: '1rem' }}
    >
      <AppBar
        title="Choose your path"
        position="static"
        navigation={appBarNavigation}
        actions={appBarActions}
      />
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'flex-start', paddingInlineEnd: '1rem' }}>
        <div style={{ flex: 1, minInlineSize: 0 }}>
          <Toolbar aria-label="Ledger actions" title="Ledgers" extension={<span>3 ledgers, 2 shared</span>}>
            <Button variant="text">Add</Button>
            <Button variant="text">Export</Button>
            <IconButton label="More list actions">
              <MoreIcon />
            </IconButton>
          </Toolbar>
        </div>
        <DatePicker today="2401-03-18" value="2401-03-21" />
      </div>
    </div>
  );
}

function Toasts() {
  const [store] = useState(() => {
    const created = new ToastStore({ maxCount: 4 });
    sampleToasts.forEach((event) => created.show(event));
    return created;
  });
  return <ToastRegion store={store} />;
}

beforeAll(pinMaterialFont);

describe.each(bases)('$name', ({ name, look, dark, spinner }) => {
  /** Renders `ui` in this look and waits for its fonts, ready for the shot. */
  async function renderThemed(ui: ReactNode) {
    const screen = await render(
      <Themed look={look} dark={dark}>
        {ui}
      </Themed>,
    );
    await fontsReady(look);
    return screen;
  }

  it('app bar, toolbar and calendar', async () => {
    const screen = await renderThemed(<Shell />);
    await expect.element(screen.getByTestId('composition')).toMatchScreenshot(`shell-${name}`);
  });

  it('dialog', async () => {
    await renderThemed(
      <Dialog
        isOpen
        title="Transfer credits"
        actions={
          <>
            <Button variant="text">Cancel</Button>
            <Button variant="primary">Transfer</Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>
          Move 1,200 credits from Household to Shuttle repairs. The transfer shows in both ledgers at once.
        </p>
      </Dialog>,
    );
    await expect.element(page.getByRole('dialog')).toMatchScreenshot(`dialog-${name}`);
  });

  it('confirm dialog', async () => {
    // No takes the initial focus; a mouse user (the last input was a pointer) sees no focus ring on it.
    await userEvent.click(document.body);
    await renderThemed(<ConfirmDialog isOpen text="delete the ledger Household" />);
    await expect.element(page.getByRole('alertdialog')).toMatchScreenshot(`confirm-${name}`);
  });

  it('toasts', async () => {
    await renderThemed(<Toasts />);
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect.element(region.getByRole('listitem')).toHaveLength(4);
    await expect.element(region).toMatchScreenshot(`toasts-${name}`);
  });

  it('loader overlay', async () => {
    await renderThemed(
      <>
        <div style={{ padding: '1rem' }}>
          <Card title="Ledgers">
            <p style={{ margin: 0 }}>Household, Shuttle repairs, Holodeck credits.</p>
          </Card>
        </div>
        <LoaderOverlay isLoading showDelay={0} kind={spinner} label="Loading ledgers" />
      </>,
    );
    await expect.element(page.getByTestId('loader-overlay')).toMatchScreenshot(`loader-${name}`);
  });
});
