import type { UserRole } from '@congregacao/shared/enums';
import { can } from '@congregacao/shared/permissions';
import { CalendarPlus, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { PioneerStatsCard } from './pioneer-stats-card';

const NOTE_ID = 'post-activity-note';

interface ActionCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
  note?: string;
}

function ActionCard({ icon, title, description, action, note }: ActionCardProps) {
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-center gap-2 text-primary-700 dark:text-primary-300">
        {icon}
        <h3 className="font-semibold text-gray-900 dark:text-gray-100">{title}</h3>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">{description}</p>
      <div className="mt-auto">{action}</div>
      {note ? (
        <p id={NOTE_ID} className="text-xs text-amber-800 dark:text-amber-300">
          {note}
        </p>
      ) : null}
    </Card>
  );
}

const icon = 'size-5';

/** Administrative actions for Admin and Secretary (spec point 2); posting an activity is the secretary's. */
export function AdminPanel({ role }: { role: UserRole | null }) {
  const canPost = can(role, 'activities.write');
  return (
    <section aria-labelledby="admin-panel-title" className="space-y-3">
      <h2 id="admin-panel-title" className="text-xl font-semibold text-gray-900 dark:text-gray-100">
        Ações Administrativas
      </h2>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <ActionCard
          icon={<UserPlus className={icon} aria-hidden="true" />}
          title="Novo Publicador"
          description="Adicionar um publicador à congregação."
          action={<ButtonLink to={paths.newPublisher.href()}>Novo Publicador</ButtonLink>}
        />
        <ActionCard
          icon={<Users className={icon} aria-hidden="true" />}
          title="Registar Utilizador"
          description="Criar uma conta para um superintendente, secretário ou administrador."
          action={<ButtonLink to={paths.registerUser.href()}>Registar Utilizador</ButtonLink>}
        />
        <ActionCard
          icon={<CalendarPlus className={icon} aria-hidden="true" />}
          title="Lançar Atividade"
          description="Criar a atividade mensal e os relatórios dos publicadores."
          action={
            canPost ? (
              <ButtonLink to={paths.newActivity.href()}>Lançar Atividade</ButtonLink>
            ) : (
              <button type="button" disabled className={buttonClasses()} aria-describedby={NOTE_ID}>
                Lançar Atividade
              </button>
            )
          }
          note={canPost ? undefined : 'Disponível apenas para secretários.'}
        />
        <PioneerStatsCard />
      </div>
    </section>
  );
}
