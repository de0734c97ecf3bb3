import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../components/Button';
import { Column, Columns } from '../components/Columns';
import { Inline } from '../components/Inline';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import { AccountsTable } from '../docs/AccountsTable';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { Look } from '../theme/tokens';
import { fontsReady, pinMaterialFont } from './visualFonts';

// Visual snapshots of the layout components: a form (Stack, Inline) beside a table (Columns, Table), in each
// look on a 1000 px window, and on a phone (390 px), where the columns stack and the table scrolls sideways.
// Nothing is focused. Keep the composition inside the viewport: what lies below it is not captured.

const bases: { name: string; look: Look; dark: boolean }[] = [
  { name: 'material-light', look: 'material', dark: false },
  { name: 'material-dark', look: 'material', dark: true },
  { name: 'lcars', look: 'lcars', dark: true },
];

function LayoutComposition() {
  return (
    <Stack data-testid="composition" space="lg" padding="md" style={{ inlineSize: '100vw' }}>
      <Columns space="lg" collapseBelow="md">
        <Column width="1/3">
          <Stack space="md">
            <TextField label="Account" defaultValue="Household" />
            <TextField label="Type" defaultValue="Checking" />
            <Inline space="sm" align="end">
              <Button variant="text">Cancel</Button>
              <Button>Save</Button>
            </Inline>
          </Stack>
        </Column>
        <Column>
          <AccountsTable caption="Accounts" />
        </Column>
      </Columns>
    </Stack>
  );
}

beforeAll(pinMaterialFont);

async function shoot(base: (typeof bases)[number], width: number, name: string) {
  await page.viewport(width, width < 600 ? 700 : 520);
  const screen = await render(
    <ThemeProvider look={base.look} dark={base.dark} locale="en-US">
      <LayoutComposition />
    </ThemeProvider>,
  );
  await fontsReady(base.look);
  return { screen, shot: () => expect.element(screen.getByTestId('composition')).toMatchScreenshot(name) };
}

describe('layout composition', () => {
  it.each(bases)('$name', async (base) => {
    await (await shoot(base, 1000, `layout-${base.name}`)).shot();
  });

  it.each(bases.filter((base) => base.name !== 'material-dark'))('$name on a phone', async (base) => {
    const { screen, shot } = await shoot(base, 390, `layout-phone-${base.name}`);
    await expect.element(screen.getByRole('region', { name: 'Accounts' })).toBeVisible();
    await shot();
  });
});
