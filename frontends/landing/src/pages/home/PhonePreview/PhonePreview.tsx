import { Spinner } from '@liquify/ui/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PREVIEW_SCROLL_MAX } from '../home.const';
import { SectionHeading } from '../shared/SectionHeading';
import { buttonClass, focusRing } from '../shared/styles';
import { clampPreviewScroll, scrollPreviewBy } from './preview-scroll';
import storefrontPreviewUrl from './storefront-preview.svg';

/** A wheel reports lines or pages on some systems; convert to pixels. */
function wheelPixels(event: WheelEvent): number {
  if (event.deltaMode === 1) return event.deltaY * 16;
  if (event.deltaMode === 2) return event.deltaY * 400;
  return event.deltaY;
}

const KEY_STEPS: Record<string, number> = {
  ArrowDown: 80,
  ArrowUp: -80,
  PageDown: 400,
  PageUp: -400,
  ' ': 400,
};

/**
 * The phone mock-up. The large storefront image is requested only after the visitor clicks 'Load
 * preview'; then wheel, touch drag and the keyboard scroll it within 0..1000 (spec 1 §2, §9). The
 * position maps onto the image's overflow, so 1000 is always the bottom whatever the phone's size.
 * At either end the wheel and touch fall through to the page, so the visitor is never trapped.
 */
export function PhonePreview() {
  const [requested, setRequested] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [offset, setOffset] = useState(0);
  const screenRef = useRef<HTMLDivElement>(null);
  const offsetRef = useRef(0);
  offsetRef.current = offset;

  useEffect(() => {
    const screen = screenRef.current;
    if (!screen || !loaded) return;
    // Native listeners: React's wheel and touchmove handlers are passive and cannot stop the page scrolling.
    const moveBy = (delta: number, event: Event) => {
      const next = scrollPreviewBy(offsetRef.current, delta);
      if (next === offsetRef.current) return; // at an end: let the page scroll instead
      event.preventDefault();
      offsetRef.current = next;
      setOffset(next);
    };
    const onWheel = (event: WheelEvent) => moveBy(wheelPixels(event), event);
    let lastY: number | null = null;
    const onTouchStart = (event: TouchEvent) => {
      lastY = event.touches[0]?.clientY ?? null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (y === undefined || lastY === null) return;
      const delta = (lastY - y) * 1.5;
      lastY = y;
      moveBy(delta, event);
    };
    const onTouchEnd = () => {
      lastY = null;
    };
    screen.addEventListener('wheel', onWheel, { passive: false });
    screen.addEventListener('touchstart', onTouchStart, { passive: true });
    screen.addEventListener('touchmove', onTouchMove, { passive: false });
    screen.addEventListener('touchend', onTouchEnd);
    return () => {
      screen.removeEventListener('wheel', onWheel);
      screen.removeEventListener('touchstart', onTouchStart);
      screen.removeEventListener('touchmove', onTouchMove);
      screen.removeEventListener('touchend', onTouchEnd);
    };
  }, [loaded]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!loaded) return;
    let next: number | null = null;
    if (event.key === 'Home') next = clampPreviewScroll(0);
    else if (event.key === 'End') next = clampPreviewScroll(PREVIEW_SCROLL_MAX);
    else if (event.key in KEY_STEPS) next = scrollPreviewBy(offset, KEY_STEPS[event.key]);
    if (next === null) return;
    event.preventDefault();
    setOffset(next);
  };

  const progress = offset / PREVIEW_SCROLL_MAX;

  return (
    <section
      id="preview"
      aria-labelledby="preview-title"
      className="scroll-mt-20 overflow-hidden bg-white py-20 sm:py-28"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="text-center lg:text-left">
          <SectionHeading
            id="preview-title"
            align="start"
            eyebrow="Interactive preview"
            title="See a storefront built with Liquify"
            intro="Announcement bar, countdown, product grid, reviews and trust badges — every block on this page is a module from the library."
          />
          <ul className="mx-auto mt-8 grid max-w-md gap-3 text-left text-sm text-slate-700 lg:mx-0">
            <li className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
              <span className="font-semibold text-slate-900">40%+</span> conversion lift reported by stores
              using urgency and social-proof modules
            </li>
            <li className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
              <span className="font-semibold text-slate-900">50+ hours</span> saved compared with building
              each block by hand
            </li>
          </ul>
        </div>

        <div className="flex flex-col items-center">
          <div className="relative rounded-[3rem] bg-slate-900 p-3 shadow-2xl shadow-slate-900/30 ring-1 ring-slate-700">
            <div
              aria-hidden="true"
              className="absolute top-5 left-1/2 z-10 h-6 w-24 -translate-x-1/2 rounded-full bg-slate-900"
            />
            <div
              ref={screenRef}
              role="region"
              aria-label={
                loaded
                  ? 'Storefront preview. Scroll, drag or use the arrow keys to move through the page.'
                  : 'Storefront preview'
              }
              aria-describedby={loaded ? 'preview-position' : undefined}
              tabIndex={loaded ? 0 : undefined}
              onKeyDown={onKeyDown}
              data-scroll={offset}
              className={`relative h-[560px] w-[260px] overflow-hidden rounded-[2.4rem] bg-slate-100 sm:h-[620px] sm:w-[288px] [container-type:size] ${focusRing}`}
            >
              {requested && !failed ? (
                <img
                  src={storefrontPreviewUrl}
                  alt="Example storefront: announcement bar, hero banner, flash-sale countdown, best-seller grid, customer reviews, trust badges and newsletter sign-up"
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  onLoad={() => setLoaded(true)}
                  onError={() => setFailed(true)}
                  style={{ transform: `translateY(calc((100cqh - 100%) * ${progress}))` }}
                  className={`block w-full select-none transition-opacity duration-500 ${loaded ? 'opacity-100' : 'opacity-0'}`}
                />
              ) : null}

              {!requested || failed ? (
                <div className="absolute inset-0 flex flex-col items-center justify-center gap-5 bg-gradient-to-b from-brand-600 via-violet-600 to-fuchsia-600 p-6 text-center text-white">
                  <svg aria-hidden="true" viewBox="0 0 48 48" className="h-14 w-14 fill-white/90">
                    <path d="M10 8h28a2 2 0 0 1 2 2v6a6 6 0 0 1-4 5.7V38a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2V21.7A6 6 0 0 1 8 16v-6a2 2 0 0 1 2-2Zm10 20v10h8V28h-8Z" />
                  </svg>
                  <p className="text-base font-semibold">
                    {failed ? 'The preview could not be loaded.' : 'A full storefront, one tap away'}
                  </p>
                  <button
                    type="button"
                    onClick={() => {
                      setFailed(false);
                      setLoaded(false);
                      setRequested(true);
                    }}
                    className={buttonClass('light')}
                  >
                    {failed ? 'Try again' : 'Load preview'}
                  </button>
                </div>
              ) : null}

              {requested && !loaded && !failed ? (
                <div className="absolute inset-0 flex items-center justify-center">
                  <Spinner label="Loading preview" className="h-10 w-10" />
                </div>
              ) : null}
            </div>
          </div>
          <div className="mt-6 flex w-[260px] items-center gap-3 sm:w-[288px]" aria-hidden={!loaded}>
            <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200">
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${progress * 100}%` }}
              />
            </div>
            <p
              id="preview-position"
              className="w-24 text-right text-xs font-medium text-slate-500 tabular-nums"
            >
              {loaded ? `${Math.round(progress * 100)}% scrolled` : 'Not loaded'}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

export default PhonePreview;
