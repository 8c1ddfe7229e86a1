/**
 * /app-config.json, served by the gateway: where the API is and where each remote's manifest is.
 * `{ "apiBase": "/api", "remotes": { "landing": "/remotes/landing/mf-manifest.json", ... } }`
 */
export type RemoteName = 'landing' | 'dashboard' | 'admin';

export interface AppConfig {
  apiBase: string;
  remotes: Record<RemoteName, string>;
}

export const APP_CONFIG_URL = '/app-config.json';

/** The serving contract's own values: used when /app-config.json cannot be read. */
export const DEFAULT_APP_CONFIG: AppConfig = {
  apiBase: '/api',
  remotes: {
    landing: '/remotes/landing/mf-manifest.json',
    dashboard: '/remotes/dashboard/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
  },
};

const REMOTE_NAMES: RemoteName[] = ['landing', 'dashboard', 'admin'];

/** Validates a parsed config; unknown or malformed fields fall back to the contract's defaults. */
export function parseAppConfig(raw: unknown): AppConfig {
  if (!raw || typeof raw !== 'object') throw new Error('app-config.json must be a JSON object');
  const record = raw as Record<string, unknown>;
  const apiBase =
    typeof record.apiBase === 'string' && record.apiBase.trim() !== '' ? record.apiBase : DEFAULT_APP_CONFIG.apiBase;
  const rawRemotes =
    record.remotes && typeof record.remotes === 'object' ? (record.remotes as Record<string, unknown>) : {};
  const remotes = { ...DEFAULT_APP_CONFIG.remotes };
  for (const name of REMOTE_NAMES) {
    const value = rawRemotes[name];
    if (typeof value === 'string' && value.trim() !== '') remotes[name] = value;
  }
  return { apiBase, remotes };
}

export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  try {
    const response = await fetchImpl(APP_CONFIG_URL, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
    if (!response.ok) throw new Error(`${APP_CONFIG_URL} answered ${response.status}`);
    return parseAppConfig(await response.json());
  } catch (error) {
    console.warn(`[shell] using the default configuration: ${(error as Error).message}`);
    return DEFAULT_APP_CONFIG;
  }
}
