import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { countUserDrafts, type DraftCounts, removeUserDrafts } from '../../lib/draft-store';
import { plural } from '../../lib/plural';
import { logout, type Session } from '../../lib/session';

export function signOutWarning({ reports, attendance }: DraftCounts): string {
  const what = [
    reports > 0 ? plural(reports, 'relatório', 'relatórios') : '',
    attendance > 0 ? plural(attendance, 'registo de assistência', 'registos de assistência') : '',
  ]
    .filter(Boolean)
    .join(' e ');
  return `Tem ${what} com alterações não guardadas neste navegador. Se sair, essas alterações são apagadas deste computador (para que ninguém as veja ou use depois de si).`;
}

/**
 * An explicit 'Sair': with unsaved report drafts kept in this browser it asks first, then removes them (shared
 * computers). A session that expires keeps them for the next sign-in.
 */
export function useSignOut(session: Session) {
  const [kept, setKept] = useState<DraftCounts | null>(null);
  const userId = session.user?.id;

  const signOut = async () => {
    const counts = userId === undefined ? null : await countUserDrafts(userId);
    if (!counts || counts.reports + counts.attendance === 0) void logout();
    else setKept(counts);
  };

  const dialog = (
    <ConfirmDialog
      isOpen={kept !== null}
      title="Sair sem guardar?"
      message={kept ? signOutWarning(kept) : ''}
      confirmLabel="Sair e apagar alterações"
      cancelLabel="Cancelar"
      confirmVariant="danger"
      onConfirm={async () => {
        if (userId !== undefined) await removeUserDrafts(userId);
        setKept(null);
        void logout();
      }}
      onClose={() => setKept(null)}
    />
  );

  return { signOut, dialog };
}
