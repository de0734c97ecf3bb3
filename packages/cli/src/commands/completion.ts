import type { Command } from 'commander';
import { Argument } from 'commander';
import { bashCompletion, zshCompletion } from '../completion.js';
import { examples } from './help.js';

export function registerCompletionCommand(program: Command): void {
  examples(
    program
      .command('completion')
      .description('Print a shell completion script for bash or zsh, generated from the commands.')
      .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh'])),
    [
      'source <(lcars completion bash)          # in ~/.bashrc',
      'source <(lcars completion zsh)           # in ~/.zshrc, after compinit',
      'lcars completion zsh > "${fpath[1]}/_lcars"',
    ],
  ).action((shell: 'bash' | 'zsh') => {
    process.stdout.write(shell === 'bash' ? bashCompletion(program) : zshCompletion(program));
  });
}
