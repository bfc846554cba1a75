import type { AuditSeverity } from '@congregacao/shared/enums';
import { SEVERITY_CLASSES } from '../utils/format';

/** LOW green, MEDIUM yellow, HIGH orange, CRITICAL red. */
export function SeverityBadge({ severity }: { severity: AuditSeverity }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${SEVERITY_CLASSES[severity]}`}
      data-severity={severity}
    >
      {severity}
    </span>
  );
}
