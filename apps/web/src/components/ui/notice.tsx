import { AlertTriangle, CheckCircle2, Info, type LucideIcon, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<NoticeTone, { box: string; icon: LucideIcon }> = {
  info: {
    box: 'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
    icon: Info,
  },
  success: {
    box: 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
    icon: CheckCircle2,
  },
  warning: {
    box: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
    icon: AlertTriangle,
  },
  danger: {
    box: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
    icon: XCircle,
  },
};

export interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** buttons under the text */
  actions?: ReactNode;
  /** 'alert' for something that just went wrong; 'status' (default) for a standing notice */
  role?: 'alert' | 'status';
  className?: string;
}

/** A coloured panel with an icon: closed-activity notices, warnings, conflicts, "all sent". */
export function Notice({ tone = 'info', title, children, actions, role = 'status', className = '' }: NoticeProps) {
  const { box, icon: Icon } = TONES[tone];
  return (
    <div role={role} className={`flex gap-3 rounded-xl border p-4 ${box} ${className}`}>
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? 'mt-1' : ''}>{children}</div> : null}
        {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
