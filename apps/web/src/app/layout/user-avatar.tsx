/** The round initial used for the signed-in user. */
export function UserAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm font-semibold text-white uppercase"
    >
      {name.trim().charAt(0) || '?'}
    </span>
  );
}
