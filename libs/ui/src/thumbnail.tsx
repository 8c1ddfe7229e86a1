import { useState } from 'react';

/** lucide's image-off, drawn here: the light entry (core.ts) carries no icon library. */
function ImageOffIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <line x1="2" x2="22" y1="2" y2="22" />
      <path d="M10.41 10.41a2 2 0 1 1-2.83-2.83" />
      <line x1="13.5" x2="6" y1="13.5" y2="21" />
      <line x1="18" x2="21" y1="12" y2="15" />
      <path d="M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59" />
      <path d="M21 15V5a2 2 0 0 0-2-2H9" />
    </svg>
  );
}

/**
 * A catalogue thumbnail; a missing or broken image shows a placeholder (doc 2 §2 'No image'; the admin
 * module list passes its French label, doc 3 §2). `eager`: an image of the first screen (a list's first row,
 * often the page's largest paint), fetched at once and ahead of the other images, and decoded with the frame that
 * shows the list: with `decoding="async"` a phone painted the list first and the image, the largest paint, a
 * frame or more later (~0.1 s on the benchmark's 4x slower CPU, issue 26 item 3).
 */
export function Thumbnail({
  src,
  alt,
  className = '',
  eager = false,
  placeholderLabel = 'No image',
}: {
  src?: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
  placeholderLabel?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div className={`flex flex-col items-center justify-center gap-1 bg-slate-100 text-xs text-slate-600 ${className}`}>
        <ImageOffIcon className="h-6 w-6" />
        <span>{placeholderLabel}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
      onError={() => setBroken(true)}
      className={`object-cover ${className}`}
    />
  );
}
