import type { ErrorCode } from '@congregacao/shared/error-codes';
import { messages, TEXT } from '@congregacao/shared/i18n/messages';
import { t } from '@congregacao/shared/i18n/translate';
import { DEFAULT_RETRY_AFTER_MINUTES } from '@congregacao/shared/retry-after';
import { API_BASE } from './api-base';
import { dropEarlyCalls, takeEarlyCall } from './early-calls';
import { requestLanguage } from './language';
import { expireSession, getAccessToken } from './session';

/** What a failed call says when the server gives no reason of its own (catalogue namespace `apiClient`). */
export const API_CLIENT_MESSAGES = messages('apiClient', {
  noToken: TEXT,
  serverError: TEXT,
  rateLimited: (minutes: number) => ({ minutes: String(minutes) }),
});

export function rateLimitMessage(retryAfter: unknown): string {
  const minutes = typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : DEFAULT_RETRY_AFTER_MINUTES;
  return API_CLIENT_MESSAGES.rateLimited(minutes);
}

/** A failed call: HTTP status (0 = no response), message (the body's `error` when present) and body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** the server's `error` text, untouched by the generic 429 / 5xx messages */
  readonly serverError: string | undefined;
  readonly code: string | undefined;

  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    this.serverError = typeof record.error === 'string' ? record.error : undefined;
    this.code = typeof record.code === 'string' ? record.code : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server refused with this shared code (`hasErrorCode(error, ERROR_CODES.NOT_FOUND)`). */
export function hasErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return isApiError(error) && error.code === code;
}

/**
 * A call's own failure message (spec point 8, "Call failure messages": 'Failed to …!') on its ApiError, unless the
 * error already says something more specific: the server's `error` text or the generic 429 / 5xx messages.
 * Status, code and body are kept, so callers still tell a 404 or a 409 apart; other errors (aborts) pass unchanged.
 */
export async function failsWith<T>(message: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!isApiError(error) || error.serverError || error.status === 429 || error.status >= 500) throw error;
    throw new ApiError(error.status, message, error.body);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** query parameters; null, undefined and '' are omitted */
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Calls that need no token, and calls whose 401 means "wrong credentials" rather than "session gone". */
/** Calls made without a session; an entry ending in '/' covers the paths below it (an invitation's token). */
const PUBLIC_PATHS = [
  '/auth/login',
  '/auth/login/mfa',
  '/auth/google',
  '/auth/passkey',
  '/auth/passkey/options',
  '/health',
  '/invitations/',
  // issue 36: asking for and using a password reset link
  '/auth/password-reset',
  '/auth/password-reset/',
];
// a 401 there means "that password or code is wrong", not "your session ended"
const CREDENTIAL_PATHS = [...PUBLIC_PATHS, '/users/password', '/users/me/mfa/totp', '/users/me/passkeys/'];

function matches(path: string, list: string[]): boolean {
  const bare = path.split('?')[0]?.replace(/\/+$/, '') ?? '';
  return list.some((entry) => (entry.endsWith('/') ? bare.startsWith(entry) : bare === entry));
}

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!text) return undefined;
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

async function toApiError(path: string, response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const serverMessage = typeof record.error === 'string' ? record.error : response.statusText;
  if (response.status === 401 && !matches(path, CREDENTIAL_PATHS)) expireSession();
  if (response.status === 429) return new ApiError(429, rateLimitMessage(record.retryAfter), body);
  if (response.status >= 500) return new ApiError(response.status, API_CLIENT_MESSAGES.serverError, body);
  return new ApiError(response.status, serverMessage || `HTTP ${response.status}`, body);
}

/** fetch with the session's bearer token; resolves to the parsed body or throws an ApiError. */
export async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  // the language the answer's messages are in, when no user's choice says it (lib/language.ts)
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': requestLanguage(),
    ...options.headers,
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (!matches(path, PUBLIC_PATHS)) throw new ApiError(401, API_CLIENT_MESSAGES.noToken);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData)
    body = options.body; // the browser writes the multipart boundary
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const url = buildUrl(path, options.query);
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    // the screen's main call may have been started with the page (lib/early-calls.ts)
    if (method !== 'GET') dropEarlyCalls();
    const early = method === 'GET' && token ? takeEarlyCall(url, token) : undefined;
    response = await (early ?? fetch(url, { method, headers, body, signal: options.signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, t('signIn.networkError'));
  }
  if (!response.ok) throw await toApiError(path, response);
  return response;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (await readBody(response)) as T;
}

type Opts = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Opts) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Opts) => request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Opts) => request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Opts) => request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Opts) => request<T>(path, { ...options, method: 'DELETE' }),
};

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  return value ? value.trim() : null;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/**
 * Downloads a file (PDF, zip, CSV): POST with a JSON body, or GET when `body` is undefined.
 * The file name comes from Content-Disposition; callers pass their own fallback.
 */
export async function download(path: string, body?: unknown, options: Opts = {}): Promise<DownloadedFile> {
  const response = await send(path, {
    ...options,
    method: body === undefined ? 'GET' : 'POST',
    body,
    headers: { Accept: '*/*', ...options.headers },
  });
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('content-disposition')),
  };
}

/**
 * A screen's failure text (the spec's toast, kept as the title) followed by the server's reason when it gave one
 * (its `error` text: "the activity was closed", "report already sent", "not your group"…), so a refusal says why.
 */
export function withServerReason(title: string, error: unknown): string {
  const reason = isApiError(error) ? error.serverError?.trim() : undefined;
  if (!reason || reason === title || title.includes(reason)) return title;
  return `${title} ${reason}`;
}
