import { Injectable } from '@nestjs/common';
import { LibraryMessages } from '@liquify/contracts';
import { EntriesRepository } from '../entry-store/entries.repository';
import { EntriesService } from '../entries/entries.service';
import { pasteSnippet } from './snippet-render.util';
import { renderTestPage, TEST_PAGE_HEADERS, TestPageState } from './snippet-test-page.util';
import { hashSnippetToken, isSnippetTokenShaped } from './snippet-token.util';
import type { SnippetAnswer } from './snippets.service';

const STATUS: Record<TestPageState, SnippetAnswer['status']> = { live: 200, paused: 200, gone: 410, unknown: 404 };

/**
 * "Test on a page": the snippet's own token opens a plain page holding the snippet as pasted. It answers as the
 * snippet does (404 unknown or replaced, 410 removed, the reason while paused) and shows nothing the snippet
 * link does not: the page is public to whoever holds the link, like the snippet itself.
 */
@Injectable()
export class SnippetTestPageService {
  constructor(
    private readonly entries: EntriesService,
    private readonly repository: EntriesRepository,
  ) {}

  async page(token: string, baseUrl: string): Promise<SnippetAnswer> {
    const entry = isSnippetTokenShaped(token) ? await this.repository.findBySnippetHash(hashSnippetToken(token)) : null;
    if (!entry || entry.kind !== 'module') return answer({ state: 'unknown', title: '', snippet: '' });
    const lock = await this.entries.snippetState(entry);
    const snippet = pasteSnippet(baseUrl, token, entry.title);
    if (lock === 'gone') return answer({ state: 'gone', title: entry.title, snippet });
    if (lock === null) return answer({ state: 'live', title: entry.title, snippet });
    const reason = lock === 'limit' ? LibraryMessages.snippetLockedByLimit : LibraryMessages.snippetLockedByPlan;
    return answer({ state: 'paused', title: entry.title, snippet, reason });
  }
}

function answer(input: Parameters<typeof renderTestPage>[0]): SnippetAnswer {
  return { status: STATUS[input.state], headers: TEST_PAGE_HEADERS, body: Buffer.from(renderTestPage(input), 'utf8') };
}
