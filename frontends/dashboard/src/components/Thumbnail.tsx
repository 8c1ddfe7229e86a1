import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** A catalogue thumbnail; a missing or broken image shows the 'No image' placeholder (doc 2 §2). */
export function Thumbnail({ src, alt, className = '', eager = false }: { src?: string | null; alt: string; className?: string; eager?: boolean }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div className={`flex flex-col items-center justify-center gap-1 bg-slate-100 text-xs text-slate-600 ${className}`}>
        <ImageOff aria-hidden="true" className="h-6 w-6" />
        <span>No image</span>
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
