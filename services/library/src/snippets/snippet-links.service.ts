import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { LibraryMessages, RemoteSnippetResultDto } from '@liquify/contracts';
import { SERVICE_CONFIG } from '@liquify/service';
import { LibraryConfig } from '../config';
import { EntriesRepository } from '../entry-store/entries.repository';
import { EntriesService } from '../entries/entries.service';
import type { Caller } from '../read-models/account-arrival';
import { EntryLocksService } from '../entries/entry-locks.service';
import type { EntryDoc } from '../entry-store/entry.schema';
import { LibraryCacheTags, snippetTagsOf, userTag } from '../cache-tags/library-cache-tags';
import { LibraryErrors as E } from '../library.errors';
import { ReadModelsService } from '../read-models/read-models.service';
import { pasteSnippet } from './snippet-render.util';
import { deriveSnippetToken, hashSnippetToken, newSnippetNonce, snippetTokenKey } from './snippet-token.util';

/**
 * The link of a module's remote snippet (doc 2 §2). Opening the dialog shows the entry's current link, always
 * the same one (derived again from its nonce: no side effect, nothing embedded ever breaks by looking at it);
 * "Replace snippet link" is its own action and the only one that stops the old link. Also keeps the served
 * snippets in step with what the owner's plan allows: a plan, limit or account change re-renders them.
 */
@Injectable()
export class SnippetLinksService implements OnModuleInit {
  /** Derives new links (SNIPPET_LINK_SECRET). */
  private readonly key: Buffer;
  /** Derive links shown again: the current key, then the previous one during a change of secret (SNIPPET_LINK_PREVIOUS_SECRET). */
  private readonly keys: Buffer[];

  constructor(
    @Inject(SERVICE_CONFIG) config: LibraryConfig,
    private readonly entries: EntriesService,
    private readonly entryLocks: EntryLocksService,
    private readonly repository: EntriesRepository,
    private readonly readModels: ReadModelsService,
    private readonly tags: LibraryCacheTags,
  ) {
    this.key = snippetTokenKey(config.SNIPPET_LINK_SECRET);
    this.keys = [this.key, ...(config.SNIPPET_LINK_PREVIOUS_SECRET ? [snippetTokenKey(config.SNIPPET_LINK_PREVIOUS_SECRET)] : [])];
  }

  onModuleInit() {
    // Locks are derived from the plan on each render: a change of it must reach the snippets at once.
    this.readModels.onAccountsChanged((userIds, impact) => this.entryLocks.refreshHolders(userIds, impact));
  }

  /** The entry's current link; made on first use (or when its link was made before links were derived, which keeps serving). */
  async current(caller: Caller, entryId: string, baseUrl: string): Promise<RemoteSnippetResultDto> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { entry } = await this.entries.editable(caller, 'module', entryId);
      const token = this.tokenOf(entry);
      if (token) return this.result(baseUrl, token, entry);
      const nonce = newSnippetNonce();
      const fresh = deriveSnippetToken(this.key, entry._id.toHexString(), nonce);
      const legacy = entry.snippetTokenHash ?? entry.snippetLegacyHash;
      if (await this.repository.setSnippet(entry._id, entry.snippetTokenHash, { snippetTokenHash: hashSnippetToken(fresh), snippetNonce: nonce, snippetLegacyHash: legacy, snippetCreatedAt: new Date() })) {
        await this.tags.bump([userTag(caller.id)]);
        return this.result(baseUrl, fresh, entry);
      }
      // Another request set the link meanwhile: read it again.
    }
    throw E.ENTRY_NOT_FOUND(LibraryMessages.moduleNotFoundInLibrary);
  }

  /** A new link; the previous one (and any link made before derivation) stops working at once, edge caches included. */
  async replace(caller: Caller, entryId: string, baseUrl: string): Promise<RemoteSnippetResultDto> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { entry } = await this.entries.editable(caller, 'module', entryId);
      const nonce = newSnippetNonce();
      const token = deriveSnippetToken(this.key, entry._id.toHexString(), nonce);
      if (await this.repository.setSnippet(entry._id, entry.snippetTokenHash, { snippetTokenHash: hashSnippetToken(token), snippetNonce: nonce, snippetLegacyHash: null, snippetCreatedAt: new Date() })) {
        await this.tags.bump([userTag(caller.id), ...snippetTagsOf(entry)]);
        return this.result(baseUrl, token, entry);
      }
    }
    throw E.ENTRY_NOT_FOUND(LibraryMessages.moduleNotFoundInLibrary);
  }

  /**
   * The entry's current token when it can be derived again (its hash matches) under the current or the previous
   * key. A link derived under a key no longer given (the secret changed without SNIPPET_LINK_PREVIOUS_SECRET) is
   * not lost: current() keeps its hash as the legacy one, so it keeps serving, and shows a new link beside it.
   */
  private tokenOf(entry: EntryDoc): string | undefined {
    if (!entry.snippetNonce || !entry.snippetTokenHash) return undefined;
    for (const key of this.keys) {
      const token = deriveSnippetToken(key, entry._id.toHexString(), entry.snippetNonce);
      if (hashSnippetToken(token) === entry.snippetTokenHash) return token;
    }
    return undefined;
  }

  private result(baseUrl: string, token: string, entry: EntryDoc): RemoteSnippetResultDto {
    return { token, snippet: pasteSnippet(baseUrl, token, entry.title) };
  }
}
