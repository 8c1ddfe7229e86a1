/**
 * The one way libs/kafka mends kafkajs 2.2.4 (its last release) where it must: methods of an internal class's
 * prototype replaced once, whatever the number of imports (a marker on the prototype). Each replacement gets the
 * original method. A method kafkajs no longer has fails at import, naming the patch to review, so an upgrade that
 * moves it is found at once rather than silently unpatched.
 */
export function patchKafkajs<P extends object>(
  proto: P,
  marker: symbol,
  where: { module: string; file: string },
  replacements: { [K in keyof P]?: (original: P[K]) => P[K] },
): void {
  const target = proto as Record<symbol, unknown>;
  if (target[marker]) return;
  const names = Object.keys(replacements) as (keyof P & string)[];
  const missing = names.filter((name) => typeof proto[name] !== 'function');
  if (missing.length)
    throw new Error(
      `${where.module} has no ${missing.join('/')}: review libs/kafka/src/${where.file} for this kafkajs version`,
    );
  for (const name of names) proto[name] = replacements[name]!(proto[name]);
  target[marker] = true;
}
