import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { countUserDrafts, removeUserDrafts } from '../../lib/draft-store';
import { logout, type Session } from '../../lib/session';

export function signOutWarning(count: number): string {
  const what =
    count === 1 ? '1 relatório com alterações não guardadas' : `${count} relatórios com alterações não guardadas`;
  return `Tem ${what} neste navegador. Se sair, essas alterações são apagadas deste computador (para que ninguém as veja ou use depois de si).`;
}

/**
 * An explicit 'Sair': with unsaved report drafts kept in this browser it asks first, then removes them (shared
 * computers). A session that expires keeps them for the next sign-in.
 */
export function useSignOut(session: Session) {
  const [draftCount, setDraftCount] = useState(0);
  const userId = session.user?.id;

  const signOut = async () => {
    const count = userId === undefined ? 0 : await countUserDrafts(userId);
    if (count === 0) void logout();
    else setDraftCount(count);
  };

  const dialog = (
    <ConfirmDialog
      isOpen={draftCount > 0}
      title="Sair sem guardar?"
      message={signOutWarning(draftCount)}
      confirmLabel="Sair e apagar alterações"
      cancelLabel="Cancelar"
      confirmVariant="danger"
      onConfirm={async () => {
        if (userId !== undefined) await removeUserDrafts(userId);
        setDraftCount(0);
        void logout();
      }}
      onClose={() => setDraftCount(0)}
    />
  );

  return { signOut, dialog };
}
