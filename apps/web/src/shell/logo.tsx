/** The Forkcast mark: a fork rising in front of a morning sun, food planned ahead. */
export function Logo({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-leaf-800" />
      <circle cx="22.5" cy="10" r="4.5" className="fill-tomato-500" />
      <path
        className="fill-cream"
        d="M8 6.5a1 1 0 0 1 2 0V13h1.5V6.5a1 1 0 0 1 2 0V13H15V6.5a1 1 0 0 1 2 0V14a4 4 0 0 1-3 3.87V25.5a1.5 1.5 0 0 1-3 0v-7.63A4 4 0 0 1 8 14z"
      />
    </svg>
  );
}

export function Wordmark() {
  return (
    <span className="flex items-center gap-2.5">
      <Logo />
      <span className="font-display text-xl font-bold tracking-tight text-leaf-900">Forkcast</span>
    </span>
  );
}
