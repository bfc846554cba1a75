import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/language';
import { paths } from '../../lib/paths';
import { ButtonLink } from './button';

/** The secondary 'back' button with an arrow, for page headers, empty states and error screens. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} variant="secondary" icon={ArrowLeft}>
      {children}
    </ButtonLink>
  );
}

export function BackToDashboard() {
  const t = useT();
  return <BackLink to={paths.dashboard.href()}>{t('ui.backToDashboard')}</BackLink>;
}

export function BackToPublishers() {
  const t = useT();
  return <BackLink to={paths.publishers.href()}>{t('ui.backToPublishers')}</BackLink>;
}
