import { type APIRequestContext, type APIResponse, expect, request as playwrightRequest } from '@playwright/test';

export interface SessionUser {
  id: number;
  username: string;
  displayName: string | null;
  role: 'Admin' | 'Secretary' | 'Elder' | 'Publisher';
  preferredTheme: string;
  [key: string]: unknown;
}

export interface ApiSession {
  accessToken: string;
  user: SessionUser;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls /api/... directly (outside the browser) with a bearer token. */
export class Api {
  constructor(
    readonly context: APIRequestContext,
    readonly token: string | null = null,
  ) {}

  /** A context on the test server (baseURL from the config). Dispose it when done. */
  static async create(baseURL: string, token: string | null = null): Promise<Api> {
    return new Api(await playwrightRequest.newContext({ baseURL }), token);
  }

  withToken(token: string | null): Api {
    return new Api(this.context, token);
  }

  async login(username: string, password: string): Promise<ApiSession> {
    const response = await this.context.post('/api/auth/login', { data: { username, password } });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as ApiSession;
  }

  /** Logs in and returns an Api that sends the new session's token. */
  async as(username: string, password: string): Promise<{ api: Api; session: ApiSession }> {
    const session = await this.login(username, password);
    return { api: this.withToken(session.accessToken), session };
  }

  call(method: Method, path: string, data?: unknown): Promise<APIResponse> {
    const headers: Record<string, string> = {};
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    return this.context.fetch(`/api${path}`, { method, headers, data });
  }

  /** The parsed JSON body; fails the test unless the status is 2xx. */
  async json<T>(method: Method, path: string, data?: unknown): Promise<T> {
    const response = await this.call(method, path, data);
    expect(response.ok(), `${method} ${path} -> ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  get<T>(path: string): Promise<T> {
    return this.json<T>('GET', path);
  }

  post<T>(path: string, data?: unknown): Promise<T> {
    return this.json<T>('POST', path, data);
  }

  put<T>(path: string, data?: unknown): Promise<T> {
    return this.json<T>('PUT', path, data);
  }

  dispose(): Promise<void> {
    return this.context.dispose();
  }
}
