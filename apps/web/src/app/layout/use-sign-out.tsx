import { intlLocale } from '@congregacao/shared/i18n/format';
import { t } from '@congregacao/shared/i18n/translate';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { countUserDrafts, type DraftCounts, removeUserDrafts } from '../../lib/draft-store';
import { useT } from '../../lib/language';
import { logout, type Session } from '../../lib/session';

export function signOutWarning({ reports, attendance }: DraftCounts): string {
  const what = [
    reports > 0 ? t('app.signOut.reports', { n: reports }) : '',
    attendance > 0 ? t('app.signOut.attendance', { n: attendance }) : '',
  ].filter(Boolean);
  const list = new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(what);
  return t('app.signOut.warning', { what: list });
}

/**
 * An explicit 'Sair': with unsaved report drafts kept in this browser it asks first, then removes them (shared
 * computers). A session that expires keeps them for the next sign-in.
 */
export function useSignOut(session: Session) {
  const [kept, setKept] = useState<DraftCounts | null>(null);
  const userId = session.user?.id;
  const t = useT();

  const signOut = async () => {
    const counts = userId === undefined ? null : await countUserDrafts(userId);
    if (!counts || counts.reports + counts.attendance === 0) void logout();
    else setKept(counts);
  };

  const dialog = (
    <ConfirmDialog
      isOpen={kept !== null}
      title={t('app.signOut.title')}
      message={kept ? signOutWarning(kept) : ''}
      confirmLabel={t('app.signOut.confirm')}
      cancelLabel={t('ui.cancel')}
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
