import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { bashCompletion, completionTree, zshCompletion } from './completion.js';
import { buildProgram } from './program.js';
import { parseClaim, parseItemType, parsePriority } from './resolve.js';

/** zsh is not on every machine (`apt-get install zsh`): its test is skipped, saying so, where it is absent. */
const zshInstalled = (() => {
  try {
    execFileSync('zsh', ['-f', '-c', 'true']);
    return true;
  } catch {
    console.warn('zsh is not installed: skipping the test that runs the zsh completion script.');
    return false;
  }
})();

function find(program: Command, path: string): Command {
  return path
    .split(' ')
    .slice(1)
    .reduce((command, name) => command.commands.find((c) => c.name() === name)!, program);
}

describe('the command tree', () => {
  it('has --help with examples on every command that does something', () => {
    const program = buildProgram();
    const leaves = completionTree(program).filter((node) => node.subcommands.length === 0);
    expect(leaves.map((n) => n.path)).toEqual(
      expect.arrayContaining([
        'lcars users import',
        'lcars notifications tail',
        'lcars completion',
        'lcars outbox',
      ]),
    );
    for (const node of leaves) {
      let help = '';
      const command = find(program, node.path).configureOutput({ writeOut: (text) => (help += text) });
      command.outputHelp();
      expect(help, node.path).toContain('Examples:');
      expect(help, node.path).toContain(`$ ${node.path}`);
    }
  });

  it('generates a bash completion that completes subcommands and options', () => {
    const script = bashCompletion(buildProgram());
    const complete = (words: string[]) =>
      execFileSync(
        'bash',
        [
          '-c',
          `${script}\nCOMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _lcars_complete; echo "\${COMPREPLY[*]}"`,
        ],
        { encoding: 'utf8' },
      ).trim();
    expect(complete(['lcars', 'no'])).toBe('notify notifications');
    expect(complete(['lcars', 'users', 'cr'])).toBe('create');
    expect(complete(['lcars', '--json', 'users', 'create', 'kirk', '--pa'])).toBe('--password-stdin');
    expect(complete(['lcars', 'notifications', 'tail', '--m'])).toBe('--max-events');
  });

  it('generates a zsh completion with descriptions, colons escaped', () => {
    const script = zshCompletion(buildProgram());
    expect(script.startsWith('#compdef lcars\n')).toBe(true);
    expect(script).toContain(`("lcars users") candidates=('list:List users`);
    expect(script).toContain('Roles\\: named sets');
  });

  it.skipIf(!zshInstalled)('completes subcommands and options when zsh runs the script', () => {
    // zsh's completion system itself needs a terminal; _describe and compdef are stood in for, so what is
    // checked is the script's own work: which candidates it hands to _describe for the words typed so far.
    const script = zshCompletion(buildProgram());
    const candidates = (words: string[]) =>
      execFileSync(
        'zsh',
        [
          '-f',
          '-c',
          [
            'compdef() { : }',
            '_describe() { print -rl -- "${(@P)4}" }',
            script,
            `words=(${words.map((w) => `'${w}'`).join(' ')}); CURRENT=${words.length}`,
            '_lcars',
          ].join('\n'),
        ],
        { encoding: 'utf8' },
      )
        .trim()
        .split('\n')
        .map((line) => line.split(/(?<!\\):/)[0]);
    expect(candidates(['lcars', ''])).toEqual(expect.arrayContaining(['users', 'notify', 'notifications']));
    expect(candidates(['lcars', 'users', ''])).toEqual(expect.arrayContaining(['create', 'list', '--json']));
    expect(candidates(['lcars', '--json', 'users', 'create', ''])).toContain('--password-stdin');
    expect(candidates(['lcars', 'notifications', 'tail', ''])).toContain('--max-events');
  });
});

describe('argument parsing', () => {
  it('reads item types by name or number', () => {
    expect(parseItemType('ingredients')).toBe(0);
    expect(parseItemType('Measurements')).toBe(1);
    expect(parseItemType('recipe-type')).toBe(3);
    expect(parseItemType('7')).toBe(7);
    expect(() => parseItemType('2')).toThrow(/Unknown item type/);
  });

  it('reads claims and priorities', () => {
    expect(parseClaim('Money/Read')).toEqual({ type: 'Money', value: 'Read' });
    expect(parseClaim('Higgs:Boson')).toEqual({ type: 'Higgs', value: 'Boson' });
    expect(() => parseClaim('Money')).toThrow(/Type\/Value/);
    expect(parsePriority('urgent')).toBe(2);
    expect(parsePriority('get-to-it')).toBe(5);
    expect(parsePriority('3')).toBe(3);
  });
});
