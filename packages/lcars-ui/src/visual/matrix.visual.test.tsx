import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AlertStatus } from '../components/AlertStatus';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { LcarsFrame } from '../components/LcarsFrame';
import { alertTypes, type AlertType } from '../theme/alertPalettes';
import { vars } from '../theme/contract.css';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { Look } from '../theme/tokens';
import { sidePanelBlocks } from '../docs/demo';

// The material look uses the system font stack, which differs between machines; the screenshots pin it to a
// self-hosted Roboto so the references match anywhere. The lcars look's Antonio is self-hosted already.
const pinnedMaterialFont = {
  ...assignInlineVars(vars.font, {
    body: 'Roboto',
    heading: 'Roboto',
    label: 'Roboto',
    mono: 'monospace',
  }),
  fontFamily: 'Roboto',
  blockSize: '100%',
};

const bases: { name: string; look: Look; dark: boolean }[] = [
  { name: 'material-light', look: 'material', dark: false },
  { name: 'material-dark', look: 'material', dark: true },
  { name: 'lcars', look: 'lcars', dark: true },
];

const alerts: { name: string; type: AlertType | null }[] = [
  { name: 'none', type: null },
  ...alertTypes.map((type) => ({ name: `alert-${type}`, type })),
];

interface CompositionProps {
  look: Look;
  dark: boolean;
  type: AlertType | null;
  dir?: 'ltr' | 'rtl';
}

function Composition({ look, dark, type, dir = 'ltr' }: CompositionProps) {
  return (
    <ThemeProvider
      look={look}
      dark={dark}
      dir={dir}
      alert={type ? { type, active: true, timeout: 3_600_000 } : null}
      className="visual-root"
    >
      <div style={look === 'material' ? pinnedMaterialFont : { blockSize: '100%' }}>
        <LcarsFrame title="Operations" sidePanel={sidePanelBlocks} footer="© 2401" alertStatus={false}>
          <div style={{ display: 'flex', gap: '1rem', alignItems: 'flex-start' }}>
            <Card title="Status" actions={<Button>Engage</Button>}>
              <p style={{ margin: 0 }}>All systems nominal.</p>
            </Card>
            <AlertStatus />
          </div>
        </LcarsFrame>
      </div>
    </ThemeProvider>
  );
}

async function shoot(props: CompositionProps, name: string) {
  const screen = await render(
    <div style={{ inlineSize: '720px', blockSize: '520px' }}>
      <Composition {...props} />
    </div>,
  );
  await document.fonts.ready;
  await document.fonts.load(props.look === 'lcars' ? '400 16px Antonio' : '400 16px Roboto');
  const root = screen.container.querySelector<HTMLElement>('.visual-root');
  if (!root) throw new Error('The composition did not render.');
  root.style.blockSize = '100%';
  await expect.element(page.elementLocator(root)).toMatchScreenshot(name);
}

describe.each(bases)('$name', ({ look, dark, name }) => {
  it.each(alerts)('$name', async ({ type, name: alertName }) => {
    await shoot({ look, dark, type }, `${name}-${alertName}`);
  });
});

// Regression guard for the logical properties: elbows, panel and caps mirror in right-to-left.
it('lcars right to left, red alert', async () => {
  await shoot({ look: 'lcars', dark: true, type: 1, dir: 'rtl' }, 'lcars-rtl-alert-1');
});
