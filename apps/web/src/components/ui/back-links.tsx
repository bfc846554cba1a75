import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
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
  return <BackLink to={paths.dashboard.href()}>Voltar ao Dashboard</BackLink>;
}

export function BackToPublishers() {
  return <BackLink to={paths.publishers.href()}>Voltar à Lista de Publicadores</BackLink>;
}
