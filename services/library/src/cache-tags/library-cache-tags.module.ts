import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { LibraryCacheTags } from './library-cache-tags';
import { WriteAnswerTagInterceptor } from './write-answer-tag.interceptor';

/**
 * The library's edge-cache tags: one instance (its bump listeners) for every feature that changes cached
 * answers, and every signed-in write's answer tagged with the version it reached (WriteAnswerTagInterceptor).
 */
@Module({ providers: [LibraryCacheTags, { provide: APP_INTERCEPTOR, useClass: WriteAnswerTagInterceptor }], exports: [LibraryCacheTags] })
export class LibraryCacheTagsModule {}
