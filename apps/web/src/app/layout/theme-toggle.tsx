import { Monitor, Moon, Sun } from 'lucide-react';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { type ColorMode, cycleColorMode, nextColorMode, useColorMode } from '../../lib/theme';

const ICONS = { light: Sun, dark: Moon, auto: Monitor } as const;
const NAMES: Record<ColorMode, string> = { light: 'Claro', dark: 'Escuro', auto: 'Automático' };

/** Cycles the display mode light -> dark -> auto; shows the current one. */
export const ThemeToggle = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function ThemeToggle(
  { className = '', onClick, ...rest },
  ref,
) {
  const mode = useColorMode();
  const Icon = ICONS[mode];
  return (
    <button
      ref={ref}
      type="button"
      data-testid="theme-toggle"
      data-mode={mode}
      title={`Mudar para modo ${NAMES[nextColorMode(mode)].toLowerCase()}`}
      className={className}
      onClick={(event) => {
        onClick?.(event);
        cycleColorMode();
      }}
      {...rest}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span>Tema: {NAMES[mode]}</span>
    </button>
  );
});
