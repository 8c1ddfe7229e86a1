import { Controller, Param, Res, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { LibraryKind, librarySectionRoutes, type RouteContract } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidBody, ValidQuery } from '@liquify/service';
import type { FastifyReply } from 'fastify';
import { EntriesService, OwnedEntry } from './entries.service';
import { EntryEditsService } from './entry-edits.service';
import type { MapContext } from './entry.mapper';
import type { EntryDoc } from '../entry-store/entry.schema';
import { LibraryCacheTags } from '../cache-tags/library-cache-tags';
import { tagUserAnswer } from './user-answer.util';
import type { Caller } from '../read-models/account-arrival';

/** The routes every kind of entry has (sections have exactly these; modules add template updates). */
export type LibraryEntryRoutes = Record<keyof typeof librarySectionRoutes, RouteContract>;

/** What differs between the user's modules and sections: their routes, their answer and how their inputs name things. */
export interface LibraryEntryKind<AddBody, QuotaQuery, SaveBody> {
  kind: LibraryKind;
  routes: LibraryEntryRoutes;
  toDto(entry: EntryDoc, context: MapContext): unknown;
  /** The entry as the list shows it (no code, template, variables or values). */
  toCard(entry: EntryDoc, context: MapContext): unknown;
  /** The catalogue item an add names. */
  itemOf(body: AddBody): { id?: string; slug?: string };
  /** The item a quota check asks about, if any. */
  slugOf(query: QuotaQuery): string | undefined;
  save(edits: EntryEditsService, caller: Caller, id: string, body: SaveBody): Promise<OwnedEntry>;
}

/**
 * The controller of one kind of library entry (doc 2 §7): every route from the kind's contracts, thin (the
 * rules live in EntriesService and EntryEditsService). A kind with more routes extends the returned class.
 */
export function libraryEntriesController<AddBody, QuotaQuery, SaveBody>(spec: LibraryEntryKind<AddBody, QuotaQuery, SaveBody>) {
  const { kind, routes } = spec;

  @Controller()
  @UseGuards(JwtAuthGuard)
  class LibraryEntriesController {
    constructor(
      protected readonly entries: EntriesService,
      protected readonly edits: EntryEditsService,
      protected readonly tags: LibraryCacheTags,
    ) {}

    /** The entry as the kind's answer; `withDaily` adds a module's 30-day loads. */
    protected dto({ entry, lock, item }: Pick<OwnedEntry, 'entry' | 'lock'> & { item?: OwnedEntry['item'] }, now = Date.now(), withDaily = false) {
      return spec.toDto(entry, { lock, item, now, withDaily });
    }

    @ServeRoute(routes.list)
    async library(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply) {
      return tagUserAnswer(reply, await this.tags.userHeader(user.id), async () => {
        const rows = await this.entries.list(user, kind, { cards: true });
        const now = Date.now();
        return ok(rows.map(({ entry, lock, item }) => spec.toCard(entry, { lock, item, now })));
      });
    }

    @ServeRoute(routes.add)
    async add(@CurrentUser() user: AuthUser, @ValidBody() body: AddBody) {
      return ok(this.dto(await this.entries.add(user, kind, spec.itemOf(body))));
    }

    @ServeRoute(routes.remove)
    async remove(@CurrentUser() user: AuthUser, @Param('id') id: string) {
      return { success: true, message: await this.entries.remove(user, kind, id) };
    }

    @ServeRoute(routes.restore)
    async restore(@CurrentUser() user: AuthUser, @Param('id') id: string) {
      return ok(this.dto(await this.entries.restore(user, kind, id)));
    }

    @ServeRoute(routes.quotaCheck)
    async quotaCheck(@CurrentUser() user: AuthUser, @ValidQuery() query: QuotaQuery) {
      return ok(await this.entries.quotaCheck(user, kind, spec.slugOf(query)));
    }

    @ServeRoute(routes.get)
    async get(@CurrentUser() user: AuthUser, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
      return tagUserAnswer(reply, await this.tags.userHeader(user.id), async () => ok(this.dto(await this.entries.owned(user, kind, id), Date.now(), true)));
    }

    @ServeRoute(routes.save)
    async save(@CurrentUser() user: AuthUser, @Param('id') id: string, @ValidBody() body: SaveBody) {
      return ok(this.dto(await spec.save(this.edits, user, id, body)));
    }
  }
  Object.defineProperty(LibraryEntriesController, 'name', { value: `LibraryEntriesController(${kind})` });
  return LibraryEntriesController;
}
