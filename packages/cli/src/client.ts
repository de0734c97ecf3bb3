import type { AccountContext, LoginResult, Problem } from '@lcars/api/contract';
import { RequestApp } from '@lcars/api/contract';
import { CliError, ExitCode } from './errors.js';

/** Normalises what a person types as a server address: scheme optional, no trailing slash. */
export function normaliseServer(server: string): string {
  const trimmed = server.trim();
  if (!trimmed) throw new CliError('The server address is empty.', ExitCode.Usage);
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new CliError(`Not a server address: ${server}`, ExitCode.Usage);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new CliError(`Not a server address: ${server}`, ExitCode.Usage);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** A typed client over the portal's API, speaking the shared contract. */
export class ApiClient {
  constructor(
    readonly server: string,
    private readonly token?: string,
  ) {}

  login(username: string, password: string): Promise<LoginResult> {
    return this.call<LoginResult>('POST', 'auth/token', {
      username,
      password,
      requestApp: RequestApp.Console,
    });
  }

  accountContext(): Promise<AccountContext> {
    return this.call<AccountContext>('GET', 'account/context/1');
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let response: Response;
    try {
      response = await fetch(`${this.server}/api/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new CliError(`Cannot reach ${this.server}: ${cause}`);
    }
    if (response.ok) return (await response.json()) as T;
    throw await problemToError(response);
  }
}

async function problemToError(response: Response): Promise<CliError> {
  let detail = response.statusText;
  try {
    const problem = (await response.json()) as Partial<Problem>;
    const fields = problem.errors?.map((e) => `${e.field}: ${e.message}`).join('; ');
    detail = fields || problem.detail || problem.message || problem.title || detail;
  } catch {
    // not a JSON problem body: the status text is all there is
  }
  if (response.status === 401) {
    return new CliError(
      `Not signed in or the session expired (${detail}): run \`lcars login\`.`,
      ExitCode.NotAuthorised,
    );
  }
  if (response.status === 403) return new CliError(`Not authorised: ${detail}`, ExitCode.NotAuthorised);
  return new CliError(`The server answered ${response.status}: ${detail}`);
}
