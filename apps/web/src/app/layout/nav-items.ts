import { CONGREGATION_TIME_ZONE, monthOfDate, todayIn } from '@congregacao/shared/attendance-rules';
import type { UserRole } from '@congregacao/shared/enums';
import { t } from '@congregacao/shared/i18n/translate';
import { can } from '@congregacao/shared/permissions';
import { serviceYearOf } from '@congregacao/shared/service-year';
import { paths } from '../../lib/paths';

export interface NavItem {
  to: string;
  label: string;
  /** match the path exactly (the dashboard) */
  end?: boolean;
}

/** Bar links of a signed-in user (spec point 2, "Navigation bar"). */
export function mainNavItems(role: UserRole | null): NavItem[] {
  if (can(role, 'self.report')) {
    return [
      { to: paths.ownReport.href(), label: t('nav.ownReport') },
      { to: paths.ownRecord.href(), label: t('nav.ownRecord') },
    ];
  }
  const items: NavItem[] = [
    { to: paths.dashboard.href(), label: t('nav.dashboard'), end: true },
    { to: paths.publishers.href(), label: t('nav.publishers') },
  ];
  if (can(role, 'serviceGroups.manage')) items.push({ to: paths.groups.href(), label: t('nav.groups') });
  // issue 22: the meetings' attendance of the current service year
  if (can(role, 'attendance.read')) {
    const today = monthOfDate(todayIn(CONGREGATION_TIME_ZONE));
    items.push({ to: paths.attendance.href(serviceYearOf(today.month, today.year)), label: t('nav.attendance') });
  }
  return items;
}

/** User-menu links (the theme toggle and 'Sair' are actions, not links). */
export function accountNavItems(role: UserRole | null): NavItem[] {
  const items: NavItem[] = [{ to: paths.preferences.href(), label: t('nav.preferences') }];
  if (can(role, 'users.manage')) items.push({ to: paths.users.href(), label: t('nav.users') });
  if (can(role, 'audit.read')) items.push({ to: paths.auditLogs.href(), label: t('nav.auditLogs') });
  // issue 24
  if (can(role, 'data.transfer')) items.push({ to: paths.importExport.href(), label: t('nav.importExport') });
  if (can(role, 'publishers.erase')) items.push({ to: paths.retention.href(), label: t('nav.retention') });
  return items;
}
