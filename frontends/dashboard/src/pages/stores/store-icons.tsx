import { Layers, Package, Store as StoreGlyph } from 'lucide-react';
import { normaliseStoreIcon } from '@liquify/contracts';

const ICONS = { store: StoreGlyph, package: Package, layers: Layers } as const;

/** A store's icon (store, package or layers; anything else is store). */
export function StoreIcon({ icon, className = 'h-5 w-5' }: { icon: string; className?: string }) {
  const Glyph = ICONS[normaliseStoreIcon(icon)];
  return <Glyph aria-hidden="true" className={className} />;
}

/** Colours offered in the create modal (the first is the default #6366f1). */
export const STORE_COLORS = ['#6366f1', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#ec4899', '#8b5cf6', '#64748b'];
