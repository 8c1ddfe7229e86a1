import { Inject, Injectable } from '@nestjs/common';
import type { Liquid } from 'liquidjs';
import { CatalogueConfig } from '../config';
import { CatalogueErrors } from '../catalogue.errors';
import { checkLiquidSyntax, createShopifyLiquid, LiquidProblem, readSectionSchema, renderSectionPreview, type SectionSchemaJson } from '@liquify/liquid-preview';
import { SERVICE_CONFIG } from '@liquify/service';

/** Liquid checks on admin saves and section previews, answering the catalogue's 400/422 errors. */
@Injectable()
export class LiquidService {
  private readonly liquid: Liquid;

  constructor(@Inject(SERVICE_CONFIG) config: CatalogueConfig) {
    this.liquid = createShopifyLiquid({ renderLimitMs: config.PREVIEW_RENDER_LIMIT_MS });
  }

  /** 400 'Invalid Liquid syntax at line N: ...' when the code does not parse. */
  assertValidSyntax(code: string): void {
    try {
      checkLiquidSyntax(this.liquid, code);
    } catch (err) {
      throw toHttpError(err);
    }
  }

  /** The section's schema (null without one); 400 'Invalid section schema at line N: ...' when unreadable. */
  sectionSchema(code: string): SectionSchemaJson | null {
    try {
      return readSectionSchema(code);
    } catch (err) {
      throw toHttpError(err);
    }
  }

  /** The preview document; 422 'Preview unavailable' when the section cannot be rendered within the limits. */
  async preview(input: { slug: string; title: string; code: string; schema: SectionSchemaJson | null }): Promise<string> {
    try {
      return await renderSectionPreview(this.liquid, input);
    } catch (err) {
      throw CatalogueErrors.PREVIEW_UNAVAILABLE(undefined, { reason: String((err as Error).message ?? err).slice(0, 300) });
    }
  }
}

function toHttpError(err: unknown) {
  if (err instanceof LiquidProblem) {
    const details = { line: err.line ?? null, reason: err.reason };
    return err.kind === 'syntax' ? CatalogueErrors.INVALID_LIQUID(err.message, details) : CatalogueErrors.INVALID_SECTION_SCHEMA(err.message, details);
  }
  return err;
}
