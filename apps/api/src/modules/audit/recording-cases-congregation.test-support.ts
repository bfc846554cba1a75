import { seedActivity, seedPublisher, seedReport } from '../reports/fixtures.test-support';
import { entry, type RecordingCase, type World, write } from './recording-harness.test-support';

/** Audit coverage of publishers, groups, households, activities, reports, files and exports (see recording.test.ts). */

const publisherBody = (w: World, name: string) => ({ name, groupId: w.groupId, role: 'Publisher' as const });

async function createGroup(w: World, groupNumber: number) {
  const res = await w.admin.call('POST', '/api/service-groups/', { groupNumber });
  return res.json().id as number;
}

/** An open activity of 2061 (reserved years 2060+) with one report of a publisher of the Elder's group. */
async function monthWithReport(w: World, month: number, report: { participatedInMinistry?: boolean } = {}) {
  const activityId = await seedActivity(w.t.db, { month, year: 2061 });
  const publisherId = await seedPublisher(w.t.db, { groupId: w.groupId, groupNumber: w.groupNumber });
  const reportId = await seedReport(w.t.db, activityId, { publisherId, ...report });
  return { activityId, publisherId, reportId };
}

const editable = (id: number, changes: Record<string, unknown>) => ({
  id,
  version: 1,
  hours: null,
  studies: 0,
  participatedInMinistry: null,
  observations: '',
  status: 'Open',
  ...changes,
});

export const CONGREGATION_CASES: RecordingCase[] = [
  // publishers
  write({
    name: 'publishers: POST /publishers/',
    act: (w) => w.secretary.call('POST', '/api/publishers/', publisherBody(w, 'Joana Auditada')),
    status: 201,
    expected: entry('PUBLISHER_CREATE', 'LOW', 'publisher', 'secretary', null, { name: 'Joana Auditada' }),
  }),
  write({
    name: 'publishers: PUT /publishers/:id',
    arrange: async (w) => ({ id: await seedPublisher(w.t.db, { groupId: w.groupId, name: 'Carlos Antes' }) }),
    act: (w, p) =>
      w.admin.call('PUT', `/api/publishers/${p.id}`, {
        ...publisherBody(w, 'Carlos Antes'),
        city: 'Braga',
        version: 1,
      }),
    expected: entry('PUBLISHER_UPDATE', 'LOW', 'publisher', 'admin', { city: null }, { city: 'Braga' }),
  }),
  // service groups and households
  write({
    name: 'groups: POST /service-groups/',
    act: (w) => w.admin.call('POST', '/api/service-groups/', { groupNumber: 650 }),
    status: 201,
    expected: entry('GROUP_CREATE', 'LOW', 'service_group', 'admin', undefined, { groupNumber: 650 }),
  }),
  write({
    name: 'groups: DELETE /service-groups/:id',
    arrange: async (w) => ({ id: await createGroup(w, 651) }),
    act: (w, g) => w.secretary.call('DELETE', `/api/service-groups/${g.id}`),
    expected: entry('GROUP_DELETE', 'HIGH', 'service_group', 'secretary', { groupNumber: 651 }),
  }),
  write({
    name: 'groups: POST /households/',
    act: (w) => w.admin.call('POST', '/api/households/', { name: 'Casa Auditada' }),
    status: 201,
    expected: entry('HOUSEHOLD_CREATE', 'LOW', 'household', 'admin', undefined, { name: 'Casa Auditada' }),
  }),
  write({
    name: 'groups: DELETE /households/:id',
    arrange: async (w) => {
      const res = await w.admin.call('POST', '/api/households/', { name: 'Casa a Remover' });
      return { id: res.json().id as number };
    },
    act: (w, h) => w.admin.call('DELETE', `/api/households/${h.id}`),
    expected: entry('HOUSEHOLD_DELETE', 'HIGH', 'household', 'admin', { name: 'Casa a Remover' }),
  }),
  // monthly activities
  write({
    name: 'activities: POST /monthlyactivityreports/',
    act: (w) =>
      w.secretary.call('POST', '/api/monthlyactivityreports/', {
        report: { month: 0, year: 2060, status: 'Open' },
        publisherReports: [],
      }),
    status: 201,
    expected: entry('REPORT_CREATE', 'LOW', 'monthly_activity', 'secretary', null, { month: 0, year: 2060 }),
  }),
  write({
    name: 'activities: PUT /monthlyactivityreports/:id',
    arrange: async (w) => ({ id: await seedActivity(w.t.db, { month: 2, year: 2060 }) }),
    act: (w, a) =>
      w.secretary.call('PUT', `/api/monthlyactivityreports/${a.id}`, {
        report: { month: 3, year: 2060, status: 'Open' },
      }),
    expected: entry('REPORT_UPDATE', 'LOW', 'monthly_activity', 'secretary', { month: 2 }, { month: 3 }),
  }),
  write({
    name: 'activities: PATCH /monthlyactivityreports/:id/status',
    arrange: async (w) => ({ id: await seedActivity(w.t.db, { month: 5, year: 2060 }) }),
    act: (w, a) => w.secretary.call('PATCH', `/api/monthlyactivityreports/${a.id}/status`, { status: 'Closed' }),
    expected: entry('REPORT_UPDATE', 'LOW', 'monthly_activity', 'secretary', { status: 'Open' }, { status: 'Closed' }),
  }),
  // publisher reports
  write({
    name: 'reports: PUT /publisherreports/update-changed (values)',
    arrange: (w) => monthWithReport(w, 0),
    act: (w, m) =>
      w.elder.call('PUT', '/api/publisherreports/update-changed', {
        reports: [editable(m.reportId, { studies: 2, participatedInMinistry: true })],
      }),
    expected: entry(
      'REPORT_UPDATE',
      'LOW',
      'publisher_report',
      'elder',
      { reports: [{ studies: 0 }] },
      { reports: [{ studies: 2 }] },
    ),
  }),
  write({
    // The reports module records the save (REPORT_UPDATE, every changed field) and, for status changes, one
    // REPORT_APPROVE / REPORT_REJECT listing the reports approved or reopened: two entries for this one write.
    name: 'reports: PUT /publisherreports/update-changed (approval)',
    arrange: (w) => monthWithReport(w, 1, { participatedInMinistry: true }),
    act: (w, m) =>
      w.secretary.call('PUT', '/api/publisherreports/update-changed', {
        reports: [editable(m.reportId, { participatedInMinistry: true, status: 'Sent' })],
      }),
    expected: [
      entry(
        'REPORT_UPDATE',
        'LOW',
        'publisher_report',
        'secretary',
        { reports: [{ status: 'Open' }] },
        { reports: [{ status: 'Sent' }] },
      ),
      entry('REPORT_APPROVE', 'LOW', 'publisher_report', 'secretary', { status: 'Open' }, { status: 'Sent' }),
    ],
  }),
  write({
    name: 'reports: PUT /publisherreports/send-to-secretary',
    arrange: (w) => monthWithReport(w, 2, { participatedInMinistry: true }),
    act: (w, m) => w.elder.call('PUT', '/api/publisherreports/send-to-secretary', { monthlyActivityId: m.activityId }),
    expected: entry('REPORT_UPDATE', 'LOW', 'monthly_activity', 'elder', { status: 'Open' }, { status: 'Sent' }),
  }),
  write({
    name: 'reports: PUT /publisherreports/change-status',
    arrange: (w) => monthWithReport(w, 3, { participatedInMinistry: false }),
    act: (w, m) =>
      w.secretary.call(
        'PUT',
        `/api/publisherreports/change-status?status=Sent&groupId=${w.groupId}&activityId=${m.activityId}`,
      ),
    expected: entry('REPORT_APPROVE', 'LOW', 'monthly_activity', 'secretary', { status: 'Open' }, { status: 'Sent' }),
  }),
  write({
    name: 'reports: PUT /publisherreports/approve-answered',
    arrange: (w) => monthWithReport(w, 6, { participatedInMinistry: true }),
    act: (w, m) => w.secretary.call('PUT', `/api/publisherreports/approve-answered?activityId=${m.activityId}`),
    expected: entry('REPORT_APPROVE', 'LOW', 'monthly_activity', 'secretary', { status: 'Open' }, { status: 'Sent' }),
  }),
  write({
    name: 'reports: POST /publisherreports/',
    arrange: async (w) => ({
      monthlyActivityId: await seedActivity(w.t.db, { month: 4, year: 2061 }),
      publisherId: await seedPublisher(w.t.db, { groupId: w.groupId, isCurrentlyInactive: true }),
    }),
    act: (w, m) => w.secretary.call('POST', '/api/publisherreports/', { report: m }),
    status: 201,
    expected: (m) =>
      entry('REPORT_CREATE', 'LOW', 'publisher_report', 'secretary', null, {
        publisherId: m.publisherId,
        status: 'Open',
      }),
  }),
  // files and exports
  write({
    name: 'files: POST /files/s21',
    arrange: (w) => monthWithReport(w, 5, { participatedInMinistry: true }),
    act: (w, m) => w.elder.call('POST', '/api/files/s21', { publisherId: m.publisherId, serviceYear: 2061 }),
    expected: entry('FILE_DOWNLOAD', 'MEDIUM', 'publisher', 'elder'),
  }),
  write({
    name: 'files: POST /files/s21-all',
    act: (w) => w.admin.call('POST', '/api/files/s21-all', { serviceYear: 2061 }),
    expected: entry('DATA_EXPORT', 'MEDIUM', 's21', 'admin'),
  }),
  write({
    name: 'files: POST /files/s21-group',
    act: (w) => w.secretary.call('POST', '/api/files/s21-group', { serviceYear: 2061, groupNumber: w.groupNumber }),
    expected: entry('DATA_EXPORT', 'MEDIUM', 's21', 'secretary'),
  }),
  write({
    name: 'audit: GET /audit/export/csv',
    act: (w) => w.secretary.call('GET', '/api/audit/export/csv?severity=HIGH'),
    expected: entry('DATA_EXPORT', 'MEDIUM', 'audit', 'secretary'),
  }),
];
