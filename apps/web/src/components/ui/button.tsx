import type { LucideIcon } from 'lucide-react';
import { type ButtonHTMLAttributes, isValidElement, type ReactElement } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'success' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary-700 text-white hover:bg-primary-800 focus-visible:outline-primary-700',
  secondary:
    'bg-white text-gray-800 ring-1 ring-inset ring-gray-300 hover:bg-gray-100 focus-visible:outline-primary-700 dark:bg-gray-800 dark:text-gray-100 dark:ring-gray-600 dark:hover:bg-gray-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  success: 'bg-green-700 text-white hover:bg-green-800 focus-visible:outline-green-700',
  ghost: 'text-gray-700 hover:bg-gray-100 focus-visible:outline-primary-700 dark:text-gray-200 dark:hover:bg-gray-800',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'gap-1.5 px-2.5 py-1.5 text-sm',
  md: 'gap-2 px-4 py-2 text-sm',
  lg: 'gap-2 px-5 py-2.5 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [
    'inline-flex items-center justify-center rounded-lg font-medium shadow-sm transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

/** An icon component (drawn at the buttons' size, decorative) or a ready element for another size or colour. */
export type ButtonIcon = LucideIcon | ReactElement;

function iconOf(icon: ButtonIcon | undefined) {
  if (!icon || isValidElement(icon)) return icon;
  const Icon = icon;
  return <Icon className="size-4" aria-hidden="true" />;
}

/** How a button or a link that looks like one is drawn (buttonClasses' defaults where left out). */
interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ButtonIcon;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** shows a spinner and disables the button */
  isLoading?: boolean;
}

export function Button({
  variant,
  size,
  isLoading = false,
  icon,
  className = '',
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <Spinner size="sm" label={null} /> : iconOf(icon)}
      {children}
    </button>
  );
}

/** A form's submit button, saying `pendingLabel` while the form is being sent. */
export function SubmitButton({
  isPending,
  pendingLabel,
  children,
  ...rest
}: Omit<ButtonProps, 'type' | 'isLoading'> & { isPending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" isLoading={isPending} {...rest}>
      {isPending ? pendingLabel : children}
    </Button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonLook {}

/** A router link that looks like a Button. */
export function ButtonLink({ variant, size, icon, className = '', children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClasses(variant, size, className)} {...rest}>
      {iconOf(icon)}
      {children}
    </Link>
  );
}
