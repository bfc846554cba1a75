import { Check, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';

/** The ten recovery codes, shown once, right after the factor is turned on. */
export function RecoveryCodesPanel({ codes, onDismiss }: { codes: string[]; onDismiss: () => void }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <Notice tone="warning" title={t('preferences.recovery.title')}>
        {t('preferences.recovery.intro')}
      </Notice>
      <ol data-testid="recovery-codes" className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-gray-100 px-3 py-2 text-gray-900 dark:bg-gray-800 dark:text-gray-100">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          icon={<Copy className="size-4" aria-hidden="true" />}
          onClick={() =>
            void navigator.clipboard?.writeText(codes.join('\n')).then(
              () => toast.success(t('preferences.recovery.copied')),
              () => toast.error(t('preferences.recovery.copyFailed')),
            )
          }
        >
          {t('preferences.recovery.copy')}
        </Button>
        <Button icon={<Check className="size-4" aria-hidden="true" />} onClick={onDismiss}>
          {t('preferences.recovery.done')}
        </Button>
      </div>
    </div>
  );
}
