/** Stable exit codes, documented in the administrator's guide: scripts branch on them. */
export const ExitCode = { Ok: 0, Error: 1, Usage: 2, NotAuthorised: 3 } as const;
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** An error the CLI reports in one line and turns into an exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCodeValue = ExitCode.Error,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
