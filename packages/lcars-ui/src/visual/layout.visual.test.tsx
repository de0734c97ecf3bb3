import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../components/Button';
import { Column, Columns } from '../components/Columns';
import { Inline } from '../components/Inline';
import { Stack } from '../components/Stack';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../components/Table';
import { TextField } from '../components/TextField';
import { formatCurrency } from '../money/formatCurrency';
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

const accounts = [
  { title: 'Household', kind: 'Checking', opened: '2364-03-01', rate: '0.5 %', balance: 152_300 },
  { title: 'Shuttle repairs', kind: 'Savings', opened: '2365-11-20', rate: '2.1 %', balance: 980_000 },
  { title: 'Holodeck credits', kind: 'Credit card', opened: '2366-07-14', rate: '19.9 %', balance: -45_050 },
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
          <Table caption="Accounts">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Account</TableHeaderCell>
                <TableHeaderCell>Type</TableHeaderCell>
                <TableHeaderCell>Opened</TableHeaderCell>
                <TableHeaderCell align="end">Rate</TableHeaderCell>
                <TableHeaderCell align="end">Balance</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {accounts.map((account) => (
                <TableRow key={account.title}>
                  <TableHeaderCell scope="row">{account.title}</TableHeaderCell>
                  <TableCell>{account.kind}</TableCell>
                  <TableCell nowrap>{account.opened}</TableCell>
                  <TableCell align="end" nowrap>
                    {account.rate}
                  </TableCell>
                  <TableCell align="end" nowrap>
                    {formatCurrency(account.balance)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Column>
      </Columns>
    </Stack>
  );
}

beforeAll(pinMaterialFont);

describe('layout composition', () => {
  it.each(bases)('$name', async ({ name, look, dark }) => {
    await page.viewport(1000, 520);
    const screen = await render(
      <ThemeProvider look={look} dark={dark} locale="en-US">
        <LayoutComposition />
      </ThemeProvider>,
    );
    await fontsReady(look);
    await expect.element(screen.getByTestId('composition')).toMatchScreenshot(`layout-${name}`);
  });

  it.each(bases.filter((base) => base.name !== 'material-dark'))(
    '$name on a phone',
    async ({ name, look, dark }) => {
      await page.viewport(390, 700);
      const screen = await render(
        <ThemeProvider look={look} dark={dark} locale="en-US">
          <LayoutComposition />
        </ThemeProvider>,
      );
      await fontsReady(look);
      await expect.element(screen.getByRole('region', { name: 'Accounts' })).toBeVisible();
      await expect.element(screen.getByTestId('composition')).toMatchScreenshot(`layout-phone-${name}`);
    },
  );
});
