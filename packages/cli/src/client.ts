import type {
  AccountContext,
  AdminRole,
  AdminRoleSave,
  AdminUser,
  AdminUserCreate,
  AdminUserEdit,
  Claim,
  LoginResult,
  Notification,
  NotificationSend,
  NotificationTemplate,
  OutboxMail,
  PagedList,
  PersonalAccessToken,
  PersonalAccessTokenCreated,
  Problem,
  SystemItem,
  SystemItemSave,
  notificationSendResultSchema,
  passwordResultSchema,
  unlockResultSchema,
  userDirectorySchema,
} from '@lcars/contract';
import {
  RequestApp,
  getAccountContext,
  cancelJob,
  checkFiles,
  createAdminUser,
  createPersonalAccessToken,
  deleteSystemItem,
  deleteUserNotification,
  deleteAdminRole,
  disableAdminUser,
  editAdminUser,
  enableAdminUser,
  getAdminUser,
  getHealth,
  getJob,
  getUserDirectory,
  listAdminRoles,
  listJobs,
  listNotificationTemplates,
  listPersonalAccessTokens,
  listSystemItems,
  listUserNotifications,
  pageAdminUsers,
  pageOutbox,
  readUserNotification,
  requestOf,
  resetAdminUserPassword,
  revokePersonalAccessToken,
  saveAdminRole,
  saveSystemItem,
  sendNotificationToAll,
  sendNotificationToUser,
  setAdminUserClaims,
  setAdminUserRoles,
  signIn,
  unlockAdminUser,
} from '@lcars/contract';
import type { CallInput, CallRequest, Endpoint, ResponseOf } from '@lcars/contract';
import type { FileCheck, Job, JobStatus } from '@lcars/contract';
import {
  repoHealth,
  repoKeyStatus,
  rewrapRepoKeys,
  rotateRepoKey,
  searchRepos,
  type RepoHealth,
  type RepoKeyStatus,
  type RepoRewrapResult,
  type RepoSearchResult,
} from '@lcars/contract/repo';
import { CliError, ExitCode } from './errors.js';

/** The output type of a contract zod schema, without a dependency on zod itself. */
type Output<S> = S extends { _zod: { output: infer O } } ? O : never;

export type UserDirectory = Output<typeof userDirectorySchema>;
export type PasswordResult = Output<typeof passwordResultSchema>;
export type UnlockResult = Output<typeof unlockResultSchema>;
export type SendResult = Output<typeof notificationSendResultSchema>;
export interface CreatedUser {
  user: AdminUser;
  password?: string;
}

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

/** A failed call: the one-line message and exit code of a CliError, plus the HTTP status for callers to branch on. */
export class ApiCallError extends CliError {
  constructor(
    message: string,
    exitCode: CliError['exitCode'],
    readonly status: number,
    /** The API has no such route (an older server): callers may fall back. */
    readonly routeMissing: boolean,
  ) {
    super(message, exitCode);
    this.name = 'ApiCallError';
  }
}

/** Cache-busting value some API paths carry ({rand}). */
function rand(): string {
  return String(Math.floor(Math.random() * 1_000_000));
}

const id = (value: number): string => encodeURIComponent(String(value));

function pathWithQuery(request: CallRequest): string {
  const search = new URLSearchParams(request.query).toString();
  return search ? `${request.path}?${search}` : request.path;
}

/** A typed client over the portal's API, speaking the shared contract. Every call names the console client. */
export class ApiClient {
  constructor(
    readonly server: string,
    readonly token?: string,
  ) {}

  /** The same server with another credential. */
  withToken(token: string): ApiClient {
    return new ApiClient(this.server, token);
  }

  /** Whether the server answers at all: a failure throws the one-line "Cannot reach" error (exit 1). */
  async health(): Promise<void> {
    await this.call(getHealth, {});
  }

  // --- session and tokens ---------------------------------------------------------------------------

  login(username: string, password: string): Promise<LoginResult> {
    return this.call(signIn, { body: { username, password, requestApp: RequestApp.Console } });
  }

  accountContext(): Promise<AccountContext> {
    return this.call(getAccountContext, {});
  }

  listTokens(): Promise<PersonalAccessToken[]> {
    return this.call(listPersonalAccessTokens, {});
  }

  createToken(name: string, expiresInDays?: number): Promise<PersonalAccessTokenCreated> {
    return this.call(createPersonalAccessToken, { body: { name, expiresInDays } });
  }

  revokeToken(tokenId: number): Promise<{ success: boolean }> {
    return this.call(revokePersonalAccessToken, { params: { id: tokenId } });
  }

  // --- users, roles, claims -----------------------------------------------------------------------------

  userDirectory(): Promise<UserDirectory> {
    return this.call(getUserDirectory, {});
  }

  listUsers(query: { page?: number; itemsPerPage?: number; search?: string }): Promise<PagedList<AdminUser>> {
    return this.call(pageAdminUsers, { query: { ...query, search: query.search || undefined } });
  }

  getUser(userId: number): Promise<AdminUser> {
    return this.call(getAdminUser, { params: { id: id(userId) } });
  }

  createUser(user: AdminUserCreate): Promise<CreatedUser> {
    return this.call(createAdminUser, { body: user });
  }

  editUser(userId: number, edit: AdminUserEdit): Promise<AdminUser> {
    return this.call(editAdminUser, { params: { id: id(userId) }, body: edit });
  }

  setUserDisabled(userId: number, disabled: boolean): Promise<AdminUser> {
    return this.call(disabled ? disableAdminUser : enableAdminUser, { params: { id: id(userId) } });
  }

  /** Lets a locked-out account sign in again. */
  unlockUser(userId: number): Promise<UnlockResult> {
    return this.call(unlockAdminUser, { params: { id: id(userId) } });
  }

  resetPassword(userId: number, password?: string): Promise<PasswordResult> {
    return this.call(resetAdminUserPassword, {
      params: { id: id(userId) },
      body: password ? { password } : {},
    });
  }

  setUserRoles(userId: number, roles: string[]): Promise<AdminUser> {
    return this.call(setAdminUserRoles, { params: { id: id(userId) }, body: { roles } });
  }

  setUserClaims(userId: number, claims: Claim[]): Promise<AdminUser> {
    return this.call(setAdminUserClaims, { params: { id: id(userId) }, body: { claims } });
  }

  listRoles(): Promise<{ records: AdminRole[] }> {
    return this.call(listAdminRoles, {});
  }

  saveRole(role: AdminRoleSave): Promise<AdminRole> {
    return this.call(saveAdminRole, { body: role });
  }

  deleteRole(roleId: number): Promise<boolean> {
    return this.call(deleteAdminRole, { params: { id: id(roleId) } });
  }

  outbox(page: number, itemsPerPage: number): Promise<PagedList<OutboxMail>> {
    return this.call(pageOutbox, { query: { page, itemsPerPage } });
  }

  // --- notifications ------------------------------------------------------------------------------------

  sendNotification(toAll: boolean, notification: NotificationSend): Promise<SendResult> {
    return this.call(toAll ? sendNotificationToAll : sendNotificationToUser, { body: notification });
  }

  notificationTemplates(): Promise<NotificationTemplate[]> {
    return this.call(listNotificationTemplates, {
      params: { includeDisabled: 'false', rand: rand(), version: '1' },
    });
  }

  listNotifications(
    usePaging: boolean,
    pageSize: number,
    pageNumber: number,
  ): Promise<PagedList<Notification>> {
    return this.call(listUserNotifications, {
      params: { usePaging: usePaging ? 'true' : 'false', pageSize, pageNumber, rand: rand() },
    });
  }

  markNotificationRead(notificationId: number): Promise<boolean> {
    return this.call(readUserNotification, { params: { id: notificationId } });
  }

  deleteNotification(notificationId: number): Promise<boolean> {
    return this.call(deleteUserNotification, { params: { id: notificationId } });
  }

  // --- system items -------------------------------------------------------------------------------------

  listSystemItems(type: number): Promise<{ records: SystemItem[] }> {
    return this.call(listSystemItems, { params: { type } });
  }

  saveSystemItem(item: SystemItemSave): Promise<SystemItem> {
    return this.call(saveSystemItem, { body: item });
  }

  /** Answers the server's text message ("Item deleted."). */
  deleteSystemItem(type: number, itemId: number): Promise<string> {
    return this.call(deleteSystemItem, { params: { type, id: itemId } });
  }

  // --- background jobs ----------------------------------------------------------------------------------

  listJobs(query: {
    page?: number;
    itemsPerPage?: number;
    status?: JobStatus;
    kind?: string;
  }): Promise<PagedList<Job>> {
    return this.call(listJobs, { query });
  }

  getJob(jobId: number): Promise<Job> {
    return this.call(getJob, { params: { id: jobId } });
  }

  cancelJob(jobId: number): Promise<Job> {
    return this.call(cancelJob, { params: { id: jobId } });
  }

  /** The file store's consistency report (administrators). */
  checkFiles(): Promise<FileCheck> {
    return this.call(checkFiles, {});
  }

  // --- secure repository keys --------------------------------------------------------------------------

  repoKeyStatus(): Promise<RepoKeyStatus> {
    return this.call(repoKeyStatus, {});
  }

  rotateRepoKey(): Promise<RepoKeyStatus> {
    return this.call(rotateRepoKey, {});
  }

  rewrapRepoKeys(limit: number): Promise<RepoRewrapResult> {
    return this.call(rewrapRepoKeys, { body: { limit } });
  }

  // --- secure repository search and password health ------------------------------------------------------

  searchRepos(q: string): Promise<RepoSearchResult> {
    return this.call(searchRepos, { body: { q } });
  }

  repoHealth(): Promise<RepoHealth> {
    return this.call(repoHealth, {});
  }

  // --- the live channel ---------------------------------------------------------------------------------

  /** The URL of the live channel (server-sent events, not under /api). */
  hubUrl(path: string): string {
    return `${this.server}${path}`;
  }

  /**
   * One call of a contract descriptor: its method, path, query and body come from the descriptor and `input`,
   * its answer is typed by the descriptor's response schema.
   */
  call<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<ResponseOf<E>> {
    const request = requestOf(endpoint, input);
    const body = request.body ?? (request.method === 'GET' ? undefined : {});
    return this.send(request.method, pathWithQuery(request), body);
  }

  /**
   * A call whose body is a file's bytes (an import): the answer is the descriptor's JSON. `headers` carry what
   * must not be in the address (an encrypted export's passphrase: addresses are logged).
   */
  upload<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    file: Uint8Array,
    contentType = 'application/octet-stream',
    headers: Record<string, string> = {},
  ): Promise<ResponseOf<E>> {
    const request = requestOf(endpoint, input);
    return this.answerOf(this.exchange(request.method, pathWithQuery(request), file, contentType, headers));
  }

  /** A call whose answer is a file (an export): its bytes. A body (a repository's passphrase) goes as JSON. */
  async download<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<Uint8Array> {
    const request = requestOf(endpoint, input);
    const sent = request.body === undefined ? undefined : JSON.stringify(request.body);
    const response = await this.exchange(
      request.method,
      pathWithQuery(request),
      sent,
      sent === undefined ? undefined : 'application/json',
    );
    return new Uint8Array(await response.arrayBuffer());
  }

  private send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const sent = body === undefined ? undefined : JSON.stringify(body);
    return this.answerOf(
      this.exchange(method, path, sent, sent === undefined ? undefined : 'application/json'),
    );
  }

  private async answerOf<T>(exchange: Promise<Response>): Promise<T> {
    const response = await exchange;
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return (type.includes('json') && text ? JSON.parse(text) : text) as T;
  }

  /** One request; an answer that is not a success becomes the CLI's error for it. */
  private async exchange(
    method: string,
    path: string,
    body?: string | Uint8Array,
    contentType?: string,
    extra: Record<string, string> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...extra, accept: 'application/json' };
    if (contentType !== undefined) headers['content-type'] = contentType;
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let response: Response;
    try {
      response = await fetch(`${this.server}/api/${path}`, { method, headers, body });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new CliError(`Cannot reach ${this.server}: ${cause}`);
    }
    if (response.ok) return response;
    throw await problemToError(response);
  }
}

async function problemToError(response: Response): Promise<ApiCallError> {
  let detail = response.statusText;
  let problem: Partial<Problem> = {};
  try {
    problem = (await response.json()) as Partial<Problem>;
    const fields = problem.errors?.map((e) => `${e.field}: ${e.message}`).join('; ');
    detail = fields || problem.detail || problem.message || problem.title || detail;
  } catch {
    // not a JSON problem body: the status text is all there is
  }
  const status = response.status;
  if (status === 401) {
    return new ApiCallError(
      `Not signed in or the session expired (${detail}): run \`lcars login\`.`,
      ExitCode.NotAuthorised,
      status,
      false,
    );
  }
  if (status === 403)
    return new ApiCallError(`Not authorised: ${detail}`, ExitCode.NotAuthorised, status, false);
  const routeMissing = status === 404 && /No API route matches/.test(problem.detail ?? '');
  const message = routeMissing
    ? `This server does not offer this call yet (${detail}).`
    : `The server answered ${status}: ${detail}`;
  return new ApiCallError(message, ExitCode.Error, status, routeMissing);
}
