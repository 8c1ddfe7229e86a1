import {
  ADMIN_SEARCH_KINDS,
  ADMIN_SEARCH_PER_KIND,
  adminSearchHref,
  planMatches,
  ticketSearchTerms,
  uniqueHits,
  type AdminSearchGroup,
  type AdminSearchHit,
  type AdminSearchKind,
  type AdminSearchResult,
} from '@liquify/contracts';
import { ServiceName } from '../config';
import { asArray, Json, PartFailure, PoolOf, readUpstream, str } from './upstream-read';

/**
 * GET /api/admin/search (issue #25 item 13): each kind is read from its service's own admin list route with
 * the caller's token (so each service still decides who may read it), a few hits per kind.
 */
type Read = (service: ServiceName, path: string) => Promise<Json>;

const listQuery = (search: string) => `page=1&limit=${ADMIN_SEARCH_PER_KIND}&search=${encodeURIComponent(search)}`;
const idOf = (item: Json) => str(item._id ?? item.id);
const hit = (kind: AdminSearchKind, id: string, title: string, subtitle: string, href: string): AdminSearchHit => ({ kind, id, title, subtitle, href });

function catalogueHits(kind: 'modules' | 'sections', items: Json[]): AdminSearchHit[] {
  return items.map((item) => {
    const id = idOf(item);
    const title = str(item.title);
    const href = adminSearchHref(kind, { id, slug: str(item.slug) || undefined, search: title || undefined });
    return hit(kind, id, title, [str(item.slug), str(item.status)].filter(Boolean).join(' · '), href);
  });
}

const SEARCHERS: Record<AdminSearchKind, (q: string, read: Read) => Promise<AdminSearchHit[]>> = {
  users: async (q, read) =>
    asArray((await read('identity', `/api/users?${listQuery(q)}`)).data).map((u) => {
      const id = idOf(u);
      const email = str(u.email);
      return hit('users', id, str(u.name) || email, [email, str(u.role)].filter(Boolean).join(' · '), adminSearchHref('users', { id, search: email || undefined }));
    }),
  modules: async (q, read) => catalogueHits('modules', asArray((await read('catalogue', `/api/admin/modules?${listQuery(q)}`)).modules)),
  sections: async (q, read) => catalogueHits('sections', asArray((await read('catalogue', `/api/admin/sections?${listQuery(q)}`)).sections)),
  // Plans are few: the whole list, matched here by name, slug or short id.
  plans: async (q, read) =>
    asArray((await read('billing', '/api/admin/plans')).data)
      .map((p) => ({ _id: idOf(p), name: str(p.name), slug: str(p.slug), isActive: p.isActive === true }))
      .filter((p) => planMatches(p, q))
      .map((p) => hit('plans', p._id, p.name, [p.slug, p.isActive ? 'active' : 'inactive'].join(' · '), adminSearchHref('plans', { id: p._id }))),
  tickets: async (q, read) => {
    const answers = await Promise.all(ticketSearchTerms(q).map((term) => read('support', `/api/admin/support/tickets?${listQuery(term)}`)));
    return answers.flatMap((body) =>
      asArray(body.data).map((t) => {
        const id = idOf(t);
        const user = (t.user ?? {}) as Json;
        const who = str(user.email) || str(user.name);
        return hit('tickets', id, str(t.title), [`#${str(t.shortId)}`, str(t.status), who].filter(Boolean).join(' · '), adminSearchHref('tickets', { id }));
      }),
    );
  },
};

/**
 * Searches every kind at once, each bounded by `deadlineMs`; a kind whose service fails, answers off
 * contract or is late keeps an empty list and an error note, the others still answer.
 */
export async function composeAdminSearch(q: string, poolOf: PoolOf, authorization: string, requestId: string, deadlineMs: number): Promise<AdminSearchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deadlineMs);
  const read: Read = (service, path) => readUpstream(poolOf, service, path, authorization, requestId, controller.signal);
  try {
    const groups = await Promise.all(
      ADMIN_SEARCH_KINDS.map(async (kind): Promise<AdminSearchGroup> => {
        try {
          return { kind, hits: uniqueHits(await SEARCHERS[kind](q, read)), error: null };
        } catch (err) {
          return { kind, hits: [], error: err instanceof PartFailure ? err.message : 'unexpected answer' };
        }
      }),
    );
    return { query: q, groups };
  } finally {
    clearTimeout(timer);
  }
}
