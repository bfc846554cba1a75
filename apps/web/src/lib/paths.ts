import type { GuardedRoute } from '@congregacao/shared/permissions';

/**
 * The one registry of route paths. `path` is the router pattern (guarded ones are the keys of
 * ROUTE_PERMISSIONS, so guards and router agree); `href` builds a concrete link.
 */
type GuardedPath<P extends GuardedRoute, A extends unknown[]> = { path: P; href: (...args: A) => string };

function route<P extends GuardedRoute, A extends unknown[]>(path: P, href: (...args: A) => string) {
  return { path, href } satisfies GuardedPath<P, A>;
}

type Id = number | string;

export const paths = {
  login: { path: '/login', href: () => '/login' },
  dashboard: route('/', () => '/'),
  preferences: route('/preferencias', () => '/preferencias'),
  users: route('/utilizadores', () => '/utilizadores'),
  registerUser: route('/registar-utilizador', () => '/registar-utilizador'),
  auditLogs: route('/audit-logs', () => '/audit-logs'),
  publishers: route('/publicadores', () => '/publicadores'),
  newPublisher: route('/publicadores/novo', () => '/publicadores/novo'),
  editPublisher: route('/publicadores/editar/:id', (id: Id) => `/publicadores/editar/${id}`),
  publisherHistory: route(
    '/publicadores/:serviceYear/:publisherId',
    (serviceYear: Id, publisherId: Id) => `/publicadores/${serviceYear}/${publisherId}`,
  ),
  groups: route('/grupos', () => '/grupos'),
  organizeGroups: route('/grupos/organizar', () => '/grupos/organizar'),
  newActivity: route('/lancar-atividade', () => '/lancar-atividade'),
  editActivity: route('/lancar-atividade/:id', (id: Id) => `/lancar-atividade/${id}`),
  reviewActivity: route('/rever-atividade/:id', (id: Id) => `/rever-atividade/${id}`),
  fillReports: route('/relatorios/:id', (id: Id) => `/relatorios/${id}`),
  pioneerYear: route('/pioneiros/:serviceYear', (serviceYear: Id) => `/pioneiros/${serviceYear}`),
  pioneerMonth: route('/pioneiros/:month/:year', (month: Id, year: Id) => `/pioneiros/${month}/${year}`),
  // issue 22
  attendance: route('/assistencia/:serviceYear', (serviceYear: Id, month?: number) =>
    month === undefined ? `/assistencia/${serviceYear}` : `/assistencia/${serviceYear}?mes=${month}`,
  ),
  congregationReport: route('/relatorio-congregacao/:id', (id: Id) => `/relatorio-congregacao/${id}`),
  missingReports: route('/relatorios-em-falta/:id', (id: Id) => `/relatorios-em-falta/${id}`),
  // issue 23 (self-reporting)
  ownReport: route('/meu-relatorio', () => '/meu-relatorio'),
  ownRecord: route('/meu-registo', () => '/meu-registo'),
  /** public, like /login: the invitation link a publisher receives */
  invitation: { path: '/convite/:token', href: (token: string) => `/convite/${token}` },
  // issue 36: public, like /login
  forgotPassword: { path: '/recuperar-acesso', href: () => '/recuperar-acesso' },
  resetPassword: { path: '/repor-password/:token', href: (token: string) => `/repor-password/${token}` },
  // issue 24
  importExport: route('/importar', () => '/importar'),
  retention: route('/dados-a-eliminar', () => '/dados-a-eliminar'),
  // ADR 037
  congregationAnalysis: route('/analise-anual/:serviceYear', (serviceYear: Id) => `/analise-anual/${serviceYear}`),
} as const;
