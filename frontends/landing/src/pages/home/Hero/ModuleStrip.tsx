import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { ModuleCard, type ModuleCardData } from './ModuleCard';
import { focusRing } from '../shared/styles';

/** Below this many cards the strip does not loop: a short row would leave a gap on wide screens. */
export const MIN_CARDS_TO_AUTO_SCROLL = 8;
/** Time for one card to pass by, so the speed is the same whatever the number of cards. */
const MS_PER_CARD = 4500;
/**
 * Cards of a looping strip in the HTML rendered ahead and at hydration: more than the widest screen shows
 * before the strip moves (cards are 288-320 px wide). The others, and the loop's second copy, join once the
 * page runs, to the right, out of view: the first paint lays out ~90 of the strip's ~420 elements (40% of
 * the landing's), and nothing moves.
 */
export const FIRST_PAINT_CARDS = 6;

interface ModuleStripProps {
  modules: readonly ModuleCardData[];
  reducedMotion: boolean;
}

/**
 * The hero's horizontally auto-scrolling row of module cards. The row is rendered twice and slid left
 * by half its width in a loop (Web Animations API, on the compositor). It pauses while hovered, while
 * a card inside has keyboard focus, and on request; with reduced motion it is a plain scrollable row.
 */
export function ModuleStrip({ modules, reducedMotion }: ModuleStripProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const animationRef = useRef<Animation | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);

  const loops = !reducedMotion && modules.length >= MIN_CARDS_TO_AUTO_SCROLL;
  const paused = hovered || focused || stopped;

  useEffect(() => {
    const track = trackRef.current;
    if (!loops || !running || !track || typeof track.animate !== 'function') return;
    const animation = track.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }], {
      duration: modules.length * MS_PER_CARD,
      iterations: Infinity,
    });
    animationRef.current = animation;
    return () => {
      animation.cancel();
      animationRef.current = null;
    };
  }, [loops, running, modules]);

  useEffect(() => {
    const animation = animationRef.current;
    if (!animation) return;
    if (paused) animation.pause();
    else animation.play();
  }, [paused, loops, running, modules]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  // A strip that does not loop is centred: it has all its cards from the start (adding some would move it).
  const copies = !loops ? [modules] : running ? [modules, modules] : [modules.slice(0, FIRST_PAINT_CARDS)];

  return (
    <div className="relative">
      <div
        data-testid="module-strip"
        data-paused={loops ? paused : undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        className={
          loops
            ? 'overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_4%,black_96%,transparent)]'
            : 'overflow-x-auto pb-4 [scrollbar-color:rgb(255_255_255/0.25)_transparent]'
        }
      >
        <ul
          ref={trackRef}
          aria-label="Modules"
          className={`flex w-max py-2 will-change-transform ${loops ? '' : 'mx-auto snap-x snap-mandatory px-4'}`}
        >
          {copies.map((copy, copyIndex) =>
            copy.map((module) => (
              <li
                key={`${copyIndex}-${module._id}`}
                // the second copy only fills the loop: hidden from assistive tech and the tab order
                aria-hidden={copyIndex > 0 || undefined}
                inert={copyIndex > 0 || undefined}
                className="w-72 shrink-0 snap-start pr-4 sm:w-80"
              >
                <ModuleCard module={module} />
              </li>
            )),
          )}
        </ul>
      </div>
      {loops ? (
        <div className="mt-3 flex justify-center">
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            className={`inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-xs font-medium text-slate-300 transition hover:bg-white/10 hover:text-white ${focusRing}`}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5 fill-current">
              {stopped ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />}
            </svg>
            {stopped ? 'Resume scrolling' : 'Pause scrolling'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
