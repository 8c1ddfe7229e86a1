import { createHash } from 'node:crypto';
import type { TemplateVariable } from '@liquify/template-engine';

/**
 * The version of a catalogue template: a hash of the template and of what its variables mean (name, type,
 * label, default, options). Two publications of the same template are the same version; any change of
 * either is a new one ("update available" for the entries made from an older one).
 */
export function templateVersionOf(templateCode: string, variables: readonly TemplateVariable[]): string {
  const meaning = variables.map((v) => [v.name, v.type, v.label, v.defaultValue, v.options ?? null]);
  return createHash('sha256').update(JSON.stringify([templateCode, meaning])).digest('hex').slice(0, 24);
}
