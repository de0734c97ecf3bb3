import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Checkbox } from '../components/Checkbox';
import { ComboBox } from '../components/ComboBox';
import { CurrencyField } from '../components/CurrencyField';
import { DateField } from '../components/DateField';
import { FileDropZone } from '../components/FileDropZone';
import { MaskedField } from '../components/MaskedField';
import { NumberField } from '../components/NumberField';
import { RadioGroup } from '../components/RadioGroup';
import { Select } from '../components/Select';
import { Switch } from '../components/Switch';
import { TextArea } from '../components/TextArea';
import { TextField } from '../components/TextField';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { Look } from '../theme/tokens';
import { fontsReady, pinMaterialFont } from './visualFonts';
import { GridComposition } from '../docs/visualComposition';

// Visual snapshots of the form components (issue 4): one composition of every field, with a counter over its
// limit and a field showing a validation error, in each look and in red alert. Nothing is focused or hovered.
// Keep the composition inside the 720x520 viewport: what lies below it is not captured.

const bases: { name: string; look: Look; dark: boolean; red?: boolean }[] = [
  { name: 'material-light', look: 'material', dark: false },
  { name: 'material-dark', look: 'material', dark: true },
  { name: 'lcars', look: 'lcars', dark: true },
  { name: 'lcars-red-alert', look: 'lcars', dark: true, red: true },
];

const departments = [
  { id: 'command', label: 'Command' },
  { id: 'ops', label: 'Operations' },
  { id: 'science', label: 'Science' },
];

const shipClasses = [
  { id: 'galaxy', label: 'Galaxy' },
  { id: 'sovereign', label: 'Sovereign' },
  { id: 'intrepid', label: 'Intrepid' },
];

const shifts = [
  { value: 'alpha', label: 'Alpha' },
  { value: 'beta', label: 'Beta' },
  { value: 'gamma', label: 'Gamma' },
];

function Column({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem', minInlineSize: 0 }}>
      {children}
    </div>
  );
}

function FormComposition() {
  return (
    <GridComposition columns={4}>
      <Column>
        <TextField label="Call sign" defaultValue="USS Enterprise" counter={12} />
        <TextField label="Registry" isRequired placeholder="NCC-0000" errorMessage="Registry is required." />
        <TextArea label="Mission notes" rows={3} defaultValue="Survey the Hekaras corridor." />
        <NumberField label="Crew" defaultValue={1014} minValue={0} />
      </Column>
      <Column>
        <CurrencyField label="Budget" defaultValue={123456} />
        <MaskedField label="Phone" mask="phone" defaultValue="5551234567" />
        <DateField label="Stardate" locale="en-US" today="2401-03-18" defaultValue="2401-03-21" />
        <Select label="Department" options={departments} defaultValue="ops" />
      </Column>
      <Column>
        <ComboBox label="Ship class" options={shipClasses} defaultValue="galaxy" />
        <RadioGroup label="Shift" options={shifts} defaultValue="beta" />
        <Checkbox defaultValue>Subscribe to reports</Checkbox>
        <Switch defaultValue>Klaxon</Switch>
      </Column>
      <Column>
        <FileDropZone label="Crew photo" accept="images" maxSize={5 * 1024 * 1024} />
      </Column>
    </GridComposition>
  );
}

beforeAll(pinMaterialFont);

describe('form composition', () => {
  it.each(bases)('$name', async ({ name, look, dark, red }) => {
    const screen = await render(
      <ThemeProvider
        look={look}
        dark={dark}
        locale="en-US"
        alert={red ? { type: 1, active: true, timeout: 3_600_000 } : null}
      >
        <FormComposition />
      </ThemeProvider>,
    );
    await fontsReady(look);
    await expect.element(screen.getByTestId('composition')).toMatchScreenshot(`form-${name}`);
  });
});
