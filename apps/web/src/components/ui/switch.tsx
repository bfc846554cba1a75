import type { ButtonHTMLAttributes } from 'react';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'type' | 'role'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off switch: a native button with role="switch" and aria-checked, data-checked / data-disabled for styling
 * (as Headless UI's). A plain element because the review opens one per line it opens, and Headless UI's Switch
 * (its hooks, refs and render props) cost most of that click.
 */
export function Switch({ checked, onChange, disabled, children, ...rest }: SwitchProps) {
  return (
    <button
      {...rest}
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      data-checked={checked ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onClick={() => onChange(!checked)}
    >
      {children}
    </button>
  );
}
