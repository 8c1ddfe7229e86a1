import { Module } from '@nestjs/common';
import { LibraryCacheTags } from './library-cache-tags';

/** The library's edge-cache tags: one instance (its bump listeners) for every feature that changes cached answers. */
@Module({ providers: [LibraryCacheTags], exports: [LibraryCacheTags] })
export class LibraryCacheTagsModule {}
