import { useState } from 'react';

interface ThumbnailProps {
  src?: string | null;
  alt: string;
  /** Shown on the fallback tile when there is no image or it fails to load. */
  label?: string | null;
  className?: string;
}

const FALLBACK_TINTS = [
  'from-indigo-500 to-violet-600',
  'from-fuchsia-500 to-pink-600',
  'from-sky-500 to-indigo-600',
  'from-emerald-500 to-teal-600',
  'from-amber-500 to-orange-600',
];

function tintFor(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FALLBACK_TINTS[hash % FALLBACK_TINTS.length];
}

/**
 * A catalogue thumbnail, always lazy (below-the-fold images must not compete with the first paint).
 * With no image, or a broken one, it shows a tinted tile with the item's category instead.
 */
export function Thumbnail({ src, alt, label, className = '' }: ThumbnailProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex h-full w-full items-center justify-center bg-gradient-to-br ${tintFor(label || alt)} ${className}`}
      >
        <span className="px-3 text-center text-sm font-semibold tracking-wide text-white/90">
          {label || alt}
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
