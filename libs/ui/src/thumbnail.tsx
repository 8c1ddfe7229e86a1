import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/**
 * A catalogue thumbnail; a missing or broken image shows a placeholder (doc 2 §2 'No image'; the admin
 * module list passes its French label, doc 3 §2).
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
        <ImageOff aria-hidden="true" className="h-6 w-6" />
        <span>{placeholderLabel}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
      className={`object-cover ${className}`}
    />
  );
}
