import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'light' | 'dark';
  /** `start` left-aligns the block from the large breakpoint up (for two-column sections). */
  align?: 'center' | 'start';
}

/** The eyebrow + h2 + intro block every landing section opens with. `id` names the h2 for aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = 'light',
  align = 'center',
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={`mx-auto max-w-3xl text-center ${align === 'start' ? 'lg:mx-0 lg:text-left' : ''}`}>
      <p
        className={`text-sm font-semibold uppercase tracking-widest ${dark ? 'text-brand-100' : 'text-brand-600'}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {intro ? (
        <p
          className={`mt-4 text-lg leading-relaxed text-pretty ${dark ? 'text-slate-300' : 'text-slate-600'}`}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}
