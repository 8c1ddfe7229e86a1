/**
 * The hero strip's random order (spec 1 §2: "about 12 in random order") drawn from one seed per page view.
 * The seed sits in the query cache: a page painted from server HTML (the gateway's prerender,
 * src/prerender/render.tsx) carries the seed it was rendered with, so the browser's first render picks the
 * same cards in the same order and hydrates without a mismatch; a page rendered in the browser alone draws
 * its own.
 */
import { useQuery } from '@tanstack/react-query';
import { HERO_SEED_KEY } from '../../query-keys';
import type { RandomSource } from './ranking';

export function drawSeed(): number {
  return Math.floor(Math.random() * 2 ** 32);
}

/** mulberry32: a small, fast generator of numbers in [0, 1); the same seed gives the same sequence. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** This page view's seed: the prerendered one when the page came as HTML, else a fresh draw. */
export function useHeroSeed(): number {
  return useQuery({ queryKey: HERO_SEED_KEY, queryFn: drawSeed, initialData: drawSeed, staleTime: Infinity, gcTime: Infinity }).data;
}
