import { Check, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { toast } from '../../../lib/toast';

/** The ten recovery codes, shown once, right after the factor is turned on. */
export function RecoveryCodesPanel({ codes, onDismiss }: { codes: string[]; onDismiss: () => void }) {
  return (
    <div className="space-y-4">
      <Notice tone="warning" title="Guarde os códigos de recuperação">
        Cada código serve uma vez, em vez do código da aplicação, se perder o telemóvel. Não voltarão a ser mostrados:
        imprima-os ou guarde-os num local seguro.
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
              () => toast.success('Códigos copiados.'),
              () => toast.error('Não foi possível copiar.'),
            )
          }
        >
          Copiar
        </Button>
        <Button icon={<Check className="size-4" aria-hidden="true" />} onClick={onDismiss}>
          Já guardei os códigos
        </Button>
      </div>
    </div>
  );
}
