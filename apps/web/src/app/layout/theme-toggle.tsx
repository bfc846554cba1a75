import { t } from '@congregacao/shared/i18n/translate';
import { Monitor, Moon, Sun } from 'lucide-react';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { useT } from '../../lib/language';
import { type ColorMode, cycleColorMode, nextColorMode, useColorMode } from '../../lib/theme';

const ICONS = { light: Sun, dark: Moon, auto: Monitor } as const;
const modeName = (mode: ColorMode) => t(`nav.colorMode.${mode}`);

/** Cycles the display mode light -> dark -> auto; shows the current one. */
export const ThemeToggle = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function ThemeToggle(
  { className = '', onClick, ...rest },
  ref,
) {
  const t = useT();
  const mode = useColorMode();
  const Icon = ICONS[mode];
  return (
    <button
      ref={ref}
      type="button"
      data-testid="theme-toggle"
      data-mode={mode}
      title={t('nav.colorMode.switchTo', { mode: modeName(nextColorMode(mode)).toLowerCase() })}
      className={className}
      onClick={(event) => {
        onClick?.(event);
        cycleColorMode();
      }}
      {...rest}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span>{t('nav.colorMode.current', { mode: modeName(mode) })}</span>
    </button>
  );
});
