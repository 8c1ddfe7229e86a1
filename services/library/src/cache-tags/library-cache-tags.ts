import { Injectable, Logger } from '@nestjs/common';
import { EdgeTags } from '@liquify/redis';

/** A user's library answers (lists, entries, quota checks) are repeated by the gateway under this tag. */
export const userTag = (userId: string) => `library.user.${userId.toLowerCase()}`;
/** A remote snippet's answers, by the SHA-256 of its token (what the public request names). */
export const snippetTag = (tokenHash: string) => `library.snippet.${tokenHash}`;
/** The tags of every link that serves an entry's snippet (its current one and a link made before derivation). */
export const snippetTagsOf = (entry: { snippetTokenHash: string | null; snippetLegacyHash?: string | null }) =>
  [entry.snippetTokenHash, entry.snippetLegacyHash].filter((hash): hash is string => Boolean(hash)).map(snippetTag);

/**
 * The library's edge-cache tags (libs/redis edge-protocol.ts). Every committed change bumps the tags of
 * what it changed: a user's answers, a snippet's. A failed bump is logged, never fails the change: the
 * gateway's entries live a minute at most anyway.
 */
@Injectable()
export class LibraryCacheTags {
  private readonly logger = new Logger(LibraryCacheTags.name);
  private readonly listeners: ((versions: Map<string, number>) => void)[] = [];

  constructor(readonly edge: EdgeTags) {}

  async bumpUsers(userIds: readonly string[]): Promise<void> {
    await this.bump(userIds.map(userTag));
  }

  async bump(tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    try {
      const versions = await this.edge.bump(tags);
      for (const listener of this.listeners) listener(versions);
    } catch (err) {
      this.logger.warn(`cache tags not bumped (${tags.length}): ${(err as Error).message}`);
    }
  }

  /** Called with the new versions after each bump made by this process. */
  onBumped(listener: (versions: Map<string, number>) => void) {
    this.listeners.push(listener);
  }

  /** The header value for an answer computed after reading `version` of the user's tag (undefined: do not tag). */
  async userHeader(userId: string): Promise<string | undefined> {
    const version = await this.edge.version(userTag(userId));
    return version === undefined ? undefined : this.edge.header('user', userTag(userId), version);
  }
}
