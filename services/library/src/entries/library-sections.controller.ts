import { Controller } from '@nestjs/common';
import { AddSectionRequest, librarySectionRoutes, SaveSectionRequest } from '@liquify/contracts';
import { toSectionCardDto, toSectionDto } from './entry.mapper';
import { libraryEntriesController } from './library-entries.controller';

/** The user's library sections (doc 2 §7). */
@Controller()
export class LibrarySectionsController extends libraryEntriesController({
  kind: 'section',
  routes: librarySectionRoutes,
  toDto: toSectionDto,
  toCard: toSectionCardDto,
  itemOf: (body: AddSectionRequest) => ({ id: body.sectionId || undefined, slug: body.sectionSlug || undefined }),
  slugOf: (query: { sectionSlug?: string }) => query.sectionSlug || undefined,
  save: (edits, caller, id, body: SaveSectionRequest) => edits.saveSection(caller, id, body),
}) {}
