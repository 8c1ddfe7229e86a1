import type { LucideIcon } from 'lucide-react';

/**
 * Icons drawn many times on one screen (a card's icons, twenty cards a page) as references to one symbol
 * each: `<svg><use href="#id"/></svg>` is two elements and a few attributes where a lucide icon is a
 * component, an `<svg>` with eight attributes and its paths, made again for every card a keystroke shows.
 * `IconSprite` renders the symbols once on the page; `SpriteIcon` draws one, sized and coloured by its
 * class like any lucide icon (stroke `currentColor`).
 */
export function IconSprite({ icons }: { icons: Record<string, LucideIcon> }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: 'absolute', overflow: 'hidden' }}
    >
      {Object.entries(icons).map(([id, Icon]) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** One icon of an `IconSprite` on the page; with `label` it is an image of that name, otherwise hidden from assistive technology. */
export function SpriteIcon({ id, className, label }: { id: string; className?: string; label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 24 24" className={className} {...a11y}>
      <use href={`#${id}`} />
    </svg>
  );
}
