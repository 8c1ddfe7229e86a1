/** Shared Tailwind class lists, so every interactive element has the same visible focus ring and shape. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

const LOOKS = {
  primary: 'bg-brand-600 text-white shadow-sm shadow-brand-600/30 hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50',
  /** White button on a coloured or dark background. */
  light: 'bg-white text-slate-900 shadow-lg hover:bg-slate-100',
  /** Outlined button on a dark background. */
  ghostDark: 'border border-white/20 bg-white/5 text-white backdrop-blur hover:bg-white/10',
} as const;

const SIZES = {
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-8 py-3 text-base',
} as const;

export function buttonClass(look: keyof typeof LOOKS, size: keyof typeof SIZES = 'md'): string {
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold transition ${SIZES[size]} ${LOOKS[look]} ${focusRing}`;
}
