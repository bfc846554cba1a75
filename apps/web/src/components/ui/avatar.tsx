const SIZES = {
  xs: 'size-7 text-sm font-semibold',
  sm: 'size-8 text-sm font-semibold',
  md: 'size-10 font-semibold',
  lg: 'size-11 text-lg font-semibold',
  xl: 'size-16 text-2xl font-bold',
} as const;
const TONES = {
  solid: 'bg-primary-700 text-white',
  soft: 'bg-primary-100 text-primary-800 dark:bg-primary-900 dark:text-primary-100',
} as const;

export interface AvatarProps {
  name: string;
  size: keyof typeof SIZES;
  tone?: keyof typeof TONES;
}

/** The round initial of a person (decorative: the name is always written next to it). */
export function Avatar({ name, size, tone = 'soft' }: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full ${SIZES[size]} ${TONES[tone]}`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
