import type { RemindersResult } from '@congregacao/shared/contracts/reminders';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/language';
import { useRemindPublishers } from '../api/remind-publishers';

/** 'Lembrar publicadores' (ADR 041): who was reminded, and whom to phone because nothing reaches them. */
export function RemindPublishersPanel({ activityId }: { activityId: number }) {
  const t = useT();
  const remind = useRemindPublishers(activityId);
  const [result, setResult] = useState<RemindersResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = () => {
    setProblem(null);
    remind.mutate(undefined, {
      onSuccess: setResult,
      onError: (error) => setProblem(error instanceof Error ? error.message : t('reminders.failed')),
    });
  };
  return (
    <Card className="mb-4 space-y-3">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('reminders.intro')}</p>
      <Button icon={BellRing} isLoading={remind.isPending} onClick={run}>
        {t('reminders.button')}
      </Button>
      {problem ? (
        <Notice tone="danger" role="alert">
          {problem}
        </Notice>
      ) : null}
      {result ? (
        <Notice tone="success" title={t('reminders.result', { emailed: result.emailed, pushed: result.pushed })}>
          {result.alreadyReminded > 0 ? (
            <p>{t('reminders.alreadyReminded', { count: result.alreadyReminded })}</p>
          ) : null}
          {result.unreachable.length > 0 ? (
            <>
              <p className="mt-2 font-medium">{t('reminders.unreachableTitle')}</p>
              <ul className="list-disc pl-5">
                {result.unreachable.map((p) => (
                  <li key={p.publisherId}>{p.name}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Notice>
      ) : null}
    </Card>
  );
}
