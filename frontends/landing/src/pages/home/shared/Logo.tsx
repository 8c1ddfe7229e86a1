interface LogoProps {
  /** Colour of the word mark; the drop keeps its gradient. */
  tone?: 'light' | 'dark';
}

/** The Liquify mark: a drop in the brand gradient and the word mark. Decorative, so the link names it. */
export function Logo({ tone = 'dark' }: LogoProps) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
        <defs>
          <linearGradient id="liquify-logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#818cf8" />
            <stop offset="1" stopColor="#c026d3" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#liquify-logo-gradient)" />
        <path d="M16 6.5c3.6 4.6 6.5 8.3 6.5 11.6a6.5 6.5 0 0 1-13 0c0-3.3 2.9-7 6.5-11.6Z" fill="#fff" />
        <path
          d="M13.2 19.2a3 3 0 0 0 2.8 2.3"
          stroke="#a5b4fc"
          strokeWidth="1.6"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span
        className={`text-lg font-bold tracking-tight ${tone === 'light' ? 'text-white' : 'text-slate-900'}`}
      >
        Liquify
      </span>
    </span>
  );
}
