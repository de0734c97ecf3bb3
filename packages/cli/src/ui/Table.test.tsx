import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { Table } from './Table.js';
import { fitWidths, formatTable, truncate } from './table.js';

const headers = ['ID', 'USER NAME', 'E-MAIL', 'ROLES'];
const cells = [
  ['1', 'admin', 'admin@example.com', 'Admin'],
  ['12', 'montgomery.scott', 'montgomery.scott@engineering.example.org', 'Member, Recipe Super User'],
];

describe('Table (Ink)', () => {
  it('keeps natural widths when the terminal is wide enough', () => {
    const { lastFrame } = render(<Table headers={headers} cells={cells} width={200} />);
    const lines = lastFrame()!.split('\n');
    expect(lines[0]).toMatch(/^ID {2}USER NAME {9}E-MAIL {36}ROLES$/);
    expect(lines[2]).toContain('montgomery.scott@engineering.example.org');
    expect(lines[2]).not.toContain('…');
  });

  it('fits every line in a narrow terminal, cutting the widest columns with an ellipsis', () => {
    for (const width of [60, 40, 30]) {
      const { lastFrame } = render(<Table headers={headers} cells={cells} width={width} />);
      const lines = lastFrame()!.split('\n');
      expect(lines).toHaveLength(3);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
      expect(lines[2]).toContain('…');
      expect(lines[2]).toMatch(/^12 {2}/); // the narrow id column is never cut
    }
  });

  it('says so when there is nothing to show', () => {
    const { lastFrame } = render(<Table headers={headers} cells={[]} width={80} empty="No users match." />);
    expect(lastFrame()).toBe('No users match.');
  });
});

describe('table helpers', () => {
  it('never shrinks a column below three characters, even when nothing fits', () => {
    expect(fitWidths(['AAAA', 'BBBB'], [['aaaa', 'bbbb']], 2)).toEqual([3, 3]);
  });

  it('prints plain tables at natural width for pipes, with no trailing spaces', () => {
    const lines = formatTable(
      ['A', 'B'],
      [
        ['x', ''],
        ['longer', 'y'],
      ],
    );
    expect(lines).toEqual(['A       B', 'x', 'longer  y']);
  });

  it('truncates with an ellipsis', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('abc', 4)).toBe('abc');
  });
});
