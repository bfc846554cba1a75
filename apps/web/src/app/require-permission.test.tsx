import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from './require-permission';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>login</h1> },
      { path: '/', element: <RequirePermission route="/" />, children: [{ index: true, element: <h1>dashboard</h1> }] },
      {
        path: '/grupos',
        element: <RequirePermission route="/grupos" />,
        children: [{ index: true, element: <h1>grupos</h1> }],
      },
      {
        path: '/meu-relatorio',
        element: <RequirePermission route="/meu-relatorio" />,
        children: [{ index: true, element: <h1>meu relatorio</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

function signIn(role: string, user: Record<string, unknown> = {}) {
  localStorage.setItem('accessToken', 'tok');
  localStorage.setItem('role', role);
  localStorage.setItem('user', JSON.stringify({ username: 'u', displayName: null, role, ...user }));
}

describe('RequirePermission', () => {
  beforeEach(() => {
    localStorage.clear();
    // jsdom has no matchMedia (react-hot-toast asks for prefers-reduced-motion)
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
    act(() => toast.remove());
  });

  it('sends a visitor who never signed in to /login without a message', async () => {
    const router = renderAt('/grupos');
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('A sua sessão é inválida!')).toBeNull();
  });

  it.each([
    ['a token without a role', { accessToken: 'tok' }],
    ['a role without a token', { role: 'Secretary', user: '{"username":"u"}' }],
    ['a corrupt role', { accessToken: 'tok', role: 'Chefe' }],
  ])('sends what is left of an invalid session (%s) to /login with a message, and clears it', async (_, stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    const router = renderAt('/grupos');
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('A sua sessão é inválida!')).toBeTruthy();
    expect([localStorage.getItem('accessToken'), localStorage.getItem('role'), localStorage.getItem('user')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('shows the second-factor enrolment instead of any screen while the role requires one', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    signIn('Secretary', { mustEnrolSecondFactor: true });
    const router = createMemoryRouter(
      [
        {
          path: '/grupos',
          element: <RequirePermission route="/grupos" />,
          children: [{ index: true, element: <h1>grupos</h1> }],
        },
      ],
      { initialEntries: ['/grupos'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Ativar autenticação de dois fatores' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'grupos' })).toBeNull();
  });

  it('opens an allowed route', async () => {
    signIn('Secretary');
    renderAt('/grupos');
    expect(await screen.findByRole('heading', { name: 'grupos' })).toBeTruthy();
  });

  it('sends a role without access to / with a message', async () => {
    signIn('Elder');
    const router = renderAt('/grupos');
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Não tem acesso a esta página!')).toBeTruthy();
  });

  it('shows a Publisher with no linked publisher the access-denied page instead of looping', async () => {
    signIn('Publisher');
    const router = renderAt('/grupos');
    expect(await screen.findByRole('heading', { name: 'Acesso Negado' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/grupos');
  });

  it('takes a Publisher from / to their own report without a message, and refuses them staff screens', async () => {
    signIn('Publisher', { publisherId: 7 });
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'meu relatorio' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/meu-relatorio');
    expect(screen.queryByText('Não tem acesso a esta página!')).toBeNull();
    act(() => void router.navigate('/grupos'));
    expect(await screen.findByText('Não tem acesso a esta página!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/meu-relatorio');
  });

  it('keeps Elders off a publisher’s own pages', async () => {
    signIn('Elder');
    const router = renderAt('/meu-relatorio');
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows Sessão Expirada when the session goes while on the page', async () => {
    signIn('Admin');
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
    localStorage.removeItem('accessToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    expect(await screen.findByRole('heading', { name: 'Sessão Expirada' })).toBeTruthy();
  });
});
