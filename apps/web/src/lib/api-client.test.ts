import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_CLIENT_MESSAGES,
  ApiError,
  api,
  buildUrl,
  download,
  failsWith,
  filenameFromDisposition,
  withServerReason,
} from './api-client';
import { EARLY_CALL_MAX_AGE_MS, EARLY_CALLS_KEY, type EarlyCalls } from './early-calls';
import { setNavigator } from './navigation';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const navigate = vi.fn<(to: string) => void>();

  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('alert', vi.fn());
    setNavigator(navigate);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    navigate.mockReset();
  });

  it('refuses calls other than login without a token', async () => {
    await expect(api.get('/publishers/')).rejects.toThrow(API_CLIENT_MESSAGES.noToken);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in without a token and sends JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { accessToken: 't', user: {} }));
    await api.post('/auth/login', { username: 'a', password: 'b' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ username: 'a', password: 'b' }));
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBeUndefined();
  });

  it('sends the bearer token and parses JSON', async () => {
    localStorage.setItem('accessToken', 'tok');
    fetchMock.mockResolvedValue(jsonResponse(200, { users: [] }));
    await expect(api.get('/users')).resolves.toEqual({ users: [] });
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok');
  });

  it('throws ApiError with the body error', async () => {
    localStorage.setItem('accessToken', 'tok');
    fetchMock.mockResolvedValue(jsonResponse(409, { error: 'Username already exists', code: 'CONFLICT' }));
    const error = await api.post('/users/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Username already exists', code: 'CONFLICT' });
  });

  it('maps 429 and 5xx to the generic messages', async () => {
    localStorage.setItem('accessToken', 'tok');
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { error: 'x', retryAfter: 3 }));
    await expect(api.get('/users')).rejects.toThrow('Rate limit exceeded. Please try again in 3 minutes.');
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { error: 'x' }));
    await expect(api.get('/users')).rejects.toThrow('Rate limit exceeded. Please try again in 15 minutes.');
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { error: 'down' }));
    await expect(api.get('/users')).rejects.toThrow('Server error occurred. Please try again later.');
  });

  it('a 401 on a normal call ends the session and goes to /login', async () => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('user', '{"username":"a"}');
    localStorage.setItem('role', 'Admin');
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Sessão inválida' }));
    await expect(api.get('/users')).rejects.toMatchObject({ status: 401 });
    expect(window.alert).toHaveBeenCalledWith('Sessão expirou, por favor inicie sessão novamente.');
    expect([localStorage.getItem('accessToken'), localStorage.getItem('user'), localStorage.getItem('role')]).toEqual([
      null,
      null,
      null,
    ]);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a 401 on login or password change keeps the session', async () => {
    localStorage.setItem('accessToken', 'tok');
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Password atual incorreta' }));
    await expect(api.put('/users/password', {})).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('accessToken')).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
  });

  describe('a call started with the page (lib/early-calls.ts)', () => {
    const url = '/api/publisherreports/bymonth/7';
    const startEarly = (token: string, startedAt = performance.now()) => {
      const calls: EarlyCalls = { [url]: { token, startedAt, response: Promise.resolve(jsonResponse(200, { n: 1 })) } };
      vi.stubGlobal(EARLY_CALLS_KEY, calls);
    };

    it('is used once, in place of the call', async () => {
      localStorage.setItem('accessToken', 'tok');
      startEarly('tok');
      fetchMock.mockResolvedValue(jsonResponse(200, { n: 2 }));
      await expect(api.get('/publisherreports/bymonth/7')).resolves.toEqual({ n: 1 });
      expect(fetchMock).not.toHaveBeenCalled();
      await expect(api.get('/publisherreports/bymonth/7')).resolves.toEqual({ n: 2 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('is not used with another token, when too old, or for another call', async () => {
      localStorage.setItem('accessToken', 'tok');
      fetchMock.mockImplementation(async () => jsonResponse(200, { n: 2 }));
      startEarly('someone-else');
      await expect(api.get('/publisherreports/bymonth/7')).resolves.toEqual({ n: 2 });
      startEarly('tok', performance.now() - EARLY_CALL_MAX_AGE_MS - 1);
      await expect(api.get('/publisherreports/bymonth/7')).resolves.toEqual({ n: 2 });
      startEarly('tok');
      await expect(api.get('/publisherreports/bymonth/8')).resolves.toEqual({ n: 2 });
      await expect(api.put('/publisherreports/bymonth/7', {})).resolves.toEqual({ n: 2 });
      expect(fetchMock).toHaveBeenCalledTimes(4);
    });

    it('is dropped by a write made before a screen took it (its answer may predate the write)', async () => {
      localStorage.setItem('accessToken', 'tok');
      fetchMock.mockImplementation(async () => jsonResponse(200, { n: 2 }));
      startEarly('tok');
      await api.post('/monthlyactivityreports/', {});
      await expect(api.get('/publisherreports/bymonth/7')).resolves.toEqual({ n: 2 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('answers like the call itself: a 401 ends the session', async () => {
      localStorage.setItem('accessToken', 'tok');
      vi.stubGlobal(EARLY_CALLS_KEY, {
        [url]: { token: 'tok', startedAt: performance.now(), response: Promise.resolve(jsonResponse(401, {})) },
      });
      await expect(api.get('/publisherreports/bymonth/7')).rejects.toMatchObject({ status: 401 });
      expect(localStorage.getItem('accessToken')).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/login');
    });
  });

  it('downloads a file with its name', async () => {
    localStorage.setItem('accessToken', 'tok');
    fetchMock.mockResolvedValue(
      new Response('PDF', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="S-21-1-2025.pdf"' },
      }),
    );
    const file = await download('/files/s21', { publisherId: 1, serviceYear: 2025 });
    expect(file.filename).toBe('S-21-1-2025.pdf');
    expect(await file.blob.text()).toBe('PDF');
  });
});

describe('helpers', () => {
  it('builds query strings without empty values', () => {
    expect(buildUrl('/audit', { page: 1, search: '', severity: undefined, eventType: null, limit: 50 })).toBe(
      '/api/audit?page=1&limit=50',
    );
  });

  it('reads Content-Disposition file names', () => {
    expect(filenameFromDisposition('attachment; filename="a b.zip"')).toBe('a b.zip');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''relat%C3%B3rio.csv")).toBe('relatório.csv');
    expect(filenameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(filenameFromDisposition(null)).toBeNull();
  });

  it('gives a failed call its own message unless the error says something more specific', async () => {
    const failed = (error: unknown) => failsWith('Failed to fetch x!', Promise.reject(error)).catch((e: unknown) => e);
    const bare = await failed(new ApiError(404, 'Not Found', undefined));
    expect(bare).toMatchObject({ status: 404, message: 'Failed to fetch x!' });
    expect(await failed(new ApiError(0, 'Não foi possível contactar o servidor.'))).toMatchObject({
      message: 'Failed to fetch x!',
    });
    const server = await failed(new ApiError(409, 'Já existe', { error: 'Já existe', code: 'CONFLICT' }));
    expect(server).toMatchObject({ status: 409, message: 'Já existe', code: 'CONFLICT' });
    expect(await failed(new ApiError(500, API_CLIENT_MESSAGES.serverError))).toMatchObject({
      message: API_CLIENT_MESSAGES.serverError,
    });
    const abort = new DOMException('aborted', 'AbortError');
    expect(await failed(abort)).toBe(abort);
    await expect(failsWith('Failed to fetch x!', Promise.resolve(1))).resolves.toBe(1);
  });
});

describe('withServerReason', () => {
  it("follows the screen's title with the server's reason, once", () => {
    const closed = new ApiError(409, 'x', { error: 'A atividade mensal está fechada.', code: 'ACTIVITY_CLOSED' });
    expect(withServerReason('Erro ao guardar relatórios.', closed)).toBe(
      'Erro ao guardar relatórios. A atividade mensal está fechada.',
    );
    expect(withServerReason('A atividade mensal está fechada.', closed)).toBe('A atividade mensal está fechada.');
    expect(withServerReason('Erro ao guardar relatórios.', new ApiError(0, 'offline'))).toBe(
      'Erro ao guardar relatórios.',
    );
    expect(withServerReason('Erro ao guardar relatórios.', new Error('boom'))).toBe('Erro ao guardar relatórios.');
  });
});
