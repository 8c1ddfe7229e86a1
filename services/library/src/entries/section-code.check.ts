import { Injectable } from '@nestjs/common';
import type { Liquid } from 'liquidjs';
import { SECTION_CODE_MESSAGES, type SectionCodeProblemDetails } from '@liquify/contracts';
import { checkLiquidSyntax, createShopifyLiquid, LiquidProblem, readSectionSchema } from '@liquify/liquid-preview';
import { LibraryErrors as E } from '../library.errors';

/**
 * The check a section's code passes before the library stores it: the same Liquid parse and {% schema %}
 * rules the catalogue applies to the admin's saves (libs/liquid-preview). A refusal is a 400 whose
 * `details` give the line and the reason: empty code, unparsable Liquid (an unclosed {% if %}), or a schema
 * that is not valid JSON of the right shape.
 */
@Injectable()
export class SectionCodeCheck {
  private readonly liquid: Liquid = createShopifyLiquid();

  assertSavable(code: string): void {
    if (code.trim() === '') throw E.SECTION_CODE_EMPTY(SECTION_CODE_MESSAGES.empty, { line: null, reason: SECTION_CODE_MESSAGES.empty } satisfies SectionCodeProblemDetails);
    try {
      checkLiquidSyntax(this.liquid, code);
      readSectionSchema(code);
    } catch (err) {
      if (!(err instanceof LiquidProblem)) throw err;
      const details: SectionCodeProblemDetails = { line: err.line ?? null, reason: err.reason };
      throw err.kind === 'syntax' ? E.INVALID_LIQUID(err.message, details) : E.INVALID_SECTION_SCHEMA(err.message, details);
    }
  }
}
