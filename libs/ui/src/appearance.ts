/**
 * Appearance settings (spec 2 §3, §9): theme, language and timezone, kept in localStorage under
 * app-theme, app-language and app-timezone. One store for the whole product: @liquify/ui is a
 * module-federation singleton, so the shell (which applies the stored theme before its first render)
 * and every remote read and change the same settings, and a change shows everywhere at once.
 */
import { useSyncExternalStore } from 'react';

export const THEMES = ['light', 'dark', 'auto'] as const;
export const LANGUAGES = ['en', 'fr', 'es', 'de'] as const;
export const TIMEZONES = ['utc', 'est', 'pst', 'gmt'] as const;
export type Theme = (typeof THEMES)[number];
export type Language = (typeof LANGUAGES)[number];
export type Timezone = (typeof TIMEZONES)[number];

export interface Appearance {
  theme: Theme;
  language: Language;
  timezone: Timezone;
}

export const APPEARANCE_KEYS = { theme: 'app-theme', language: 'app-language', timezone: 'app-timezone' } as const;
export const DEFAULT_APPEARANCE: Appearance = { theme: 'light', language: 'en', timezone: 'utc' };

export const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', auto: 'Auto (system)' };
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' };
export const TIMEZONE_LABELS: Record<Timezone, string> = {
  utc: 'UTC',
  est: 'Eastern Time (EST)',
  pst: 'Pacific Time (PST)',
  gmt: 'GMT (London)',
};

/** The BCP 47 locale and IANA zone each setting stands for. */
const LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES', de: 'de-DE' };
const ZONES: Record<Timezone, string> = {
  utc: 'UTC',
  est: 'America/New_York',
  pst: 'America/Los_Angeles',
  gmt: 'Europe/London',
};

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function pick<T extends string>(allowed: readonly T[], value: string | null | undefined, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** The stored settings; anything missing or unknown falls back to the default. */
export function readAppearance(): Appearance {
  const store = storage();
  return {
    theme: pick(THEMES, store?.getItem(APPEARANCE_KEYS.theme), DEFAULT_APPEARANCE.theme),
    language: pick(LANGUAGES, store?.getItem(APPEARANCE_KEYS.language), DEFAULT_APPEARANCE.language),
    timezone: pick(TIMEZONES, store?.getItem(APPEARANCE_KEYS.timezone), DEFAULT_APPEARANCE.timezone),
  };
}

const listeners = new Set<() => void>();
let current: Appearance | null = null;

function snapshot(): Appearance {
  if (!current) current = readAppearance();
  return current;
}

function emit(next: Appearance) {
  current = next;
  for (const listener of listeners) listener();
}

/** Whether the page should be dark now: 'auto' follows the system setting. */
export function resolvesToDark(theme: Theme): boolean {
  if (theme === 'dark') return true;
  if (theme === 'light') return false;
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

let systemQuery: MediaQueryList | null = null;
const onSystemChange = () => applyTheme(snapshot().theme);

/**
 * Puts the theme on <html>: the `dark` class (theme.css swaps the neutral colours under it, so every
 * screen of every remote follows), `data-theme` and `color-scheme`. With 'auto' it keeps following the
 * system's light/dark setting.
 */
export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const dark = resolvesToDark(theme);
  root.classList.toggle('dark', dark);
  root.dataset.theme = theme;
  root.style.colorScheme = dark ? 'dark' : 'light';
  if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
    if (theme === 'auto' && !systemQuery) {
      systemQuery = window.matchMedia('(prefers-color-scheme: dark)');
      systemQuery.addEventListener?.('change', onSystemChange);
    } else if (theme !== 'auto' && systemQuery) {
      systemQuery.removeEventListener?.('change', onSystemChange);
      systemQuery = null;
    }
  }
  root.lang = snapshot().language;
}

/** Called once by the shell before its first render: the remembered theme and language apply on load. */
export function applyStoredAppearance(): Appearance {
  const stored = readAppearance();
  current = stored;
  applyTheme(stored.theme);
  return stored;
}

/** Remembers the settings and applies them to the whole product at once. */
export function saveAppearance(next: Appearance): void {
  const store = storage();
  store?.setItem(APPEARANCE_KEYS.theme, next.theme);
  store?.setItem(APPEARANCE_KEYS.language, next.language);
  store?.setItem(APPEARANCE_KEYS.timezone, next.timezone);
  emit({ ...next });
  applyTheme(next.theme);
}

// Another tab changed the settings: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key && (Object.values(APPEARANCE_KEYS) as string[]).includes(event.key)) {
      const next = readAppearance();
      emit(next);
      applyTheme(next.theme);
    }
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current appearance settings; components re-render when they change. */
export function useAppearance(): Appearance {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export interface Formatters {
  /** A date (no time) in the chosen language and timezone, e.g. 'Mar 5, 2026' / '5 mars 2026'. */
  date(value: string | number | Date | null | undefined): string;
  /** Date and time in the chosen language and timezone. */
  dateTime(value: string | number | Date | null | undefined): string;
  /** A number with the chosen language's separators. */
  number(value: number): string;
  /** An amount of money in the chosen language. */
  money(amount: number, currency: string): string;
}

/** Formatting of dates and numbers by the appearance settings (language and timezone). */
export function formattersFor({ language, timezone }: Pick<Appearance, 'language' | 'timezone'>): Formatters {
  const locale = LOCALES[language];
  const timeZone = ZONES[timezone];
  const toDate = (value: string | number | Date | null | undefined) => {
    if (value === null || value === undefined || value === '') return null;
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  };
  return {
    date(value) {
      const date = toDate(value);
      return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date) : '';
    },
    dateTime(value) {
      const date = toDate(value);
      return date
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)
        : '';
    },
    number(value) {
      return new Intl.NumberFormat(locale).format(value);
    },
    money(amount, currency) {
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
      } catch {
        return `${new Intl.NumberFormat(locale).format(amount)} ${currency}`;
      }
    },
  };
}

/** Formatters that follow the user's appearance settings. */
export function useFormatters(): Formatters {
  const { language, timezone } = useAppearance();
  return formattersFor({ language, timezone });
}
