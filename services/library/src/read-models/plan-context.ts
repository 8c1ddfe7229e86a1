import type { LibraryKind } from '@liquify/contracts';

/** What the library needs to know of a user's plan to apply its rules. */
export interface PlanContext {
  moduleLimit: number;
  sectionLimit: number;
  allowedModules: ReadonlySet<string>;
  allowedSections: ReadonlySet<string>;
}

export const limitOf = (context: PlanContext, kind: LibraryKind) => (kind === 'module' ? context.moduleLimit : context.sectionLimit);
export const allowedOf = (context: PlanContext, kind: LibraryKind) => (kind === 'module' ? context.allowedModules : context.allowedSections);
