import { createPrivateKey, createPublicKey, generateKeyPairSync, JsonWebKey, KeyObject } from 'node:crypto';

/**
 * Access tokens are signed by identity alone with a private key and verified everywhere else with public keys
 * (issue 22 item 3). ES256 (ECDSA on P-256 with SHA-256): jsonwebtoken 9 has no EdDSA (its algorithms are
 * HS*, RS*, PS*, ES* and none), and of the asymmetric ones ES256 has the smallest keys (a JWKS of two keys
 * fits one environment variable or ConfigMap line), 64-byte signatures (RS256: 256) and cheap signing; the
 * cost of verifying is paid once per token (libs/auth caches verified tokens).
 */
export const JWT_SIGNING_ALGORITHM = 'ES256' as const;
const CURVE = 'P-256';

/** The verification keys by `kid` (JWT_PUBLIC_KEYS): identity's current key and, during a rotation, the previous one. */
export type PublicKeySet = ReadonlyMap<string, KeyObject>;

/** What identity signs with (JWT_PRIVATE_KEY under JWT_KEY_ID). */
export interface SigningKey {
  kid: string;
  key: KeyObject;
}

const KID = /^[A-Za-z0-9._-]{1,64}$/;
export const KEY_ID_RULE = 'must be 1 to 64 letters, digits, dots, dashes or underscores';
export const isKeyId = (kid: unknown): kid is string => typeof kid === 'string' && KID.test(kid);

/** The public JWK of an EC P-256 key (public or private), with its kid: what JWT_PUBLIC_KEYS lists. */
export function publicJwkOf(key: KeyObject, kid: string): JsonWebKey {
  const jwk = (key.type === 'private' ? createPublicKey(key) : key).export({ format: 'jwk' });
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, kid, alg: JWT_SIGNING_ALGORITHM, use: 'sig' };
}

/**
 * JWT_PUBLIC_KEYS: a JSON Web Key Set, `{"keys":[{"kty":"EC","crv":"P-256","x":…,"y":…,"kid":…}]}`, one
 * to a few keys with distinct kids. Throws an Error saying what is wrong; refuses a private key (`d`) in
 * the set, which every process reads.
 */
export function parsePublicKeySet(text: string): PublicKeySet {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('must be a JSON Web Key Set: {"keys":[{"kty":"EC","crv":"P-256","x":…,"y":…,"kid":…}]}');
  }
  const keys = (parsed as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) throw new Error('must be a JSON Web Key Set with at least one key in "keys"');
  const set = new Map<string, KeyObject>();
  keys.forEach((jwk: JsonWebKey & { kid?: unknown; alg?: unknown }, i) => {
    const where = `key ${i + 1}`;
    if (!jwk || typeof jwk !== 'object') throw new Error(`${where} is not a JSON object`);
    if (!isKeyId(jwk.kid)) throw new Error(`${where}: its "kid" ${KEY_ID_RULE}`);
    if (set.has(jwk.kid)) throw new Error(`${where}: kid "${jwk.kid}" is listed twice`);
    if ('d' in jwk) throw new Error(`${where} (kid "${jwk.kid}") holds a private key ("d"): list public keys only`);
    if (jwk.kty !== 'EC' || jwk.crv !== CURVE) throw new Error(`${where} (kid "${jwk.kid}") must be an EC key on ${CURVE} ("kty":"EC","crv":"${CURVE}") for ${JWT_SIGNING_ALGORITHM}`);
    if (jwk.alg !== undefined && jwk.alg !== JWT_SIGNING_ALGORITHM) throw new Error(`${where} (kid "${jwk.kid}") is for ${String(jwk.alg)}, not ${JWT_SIGNING_ALGORITHM}`);
    try {
      set.set(jwk.kid, createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, format: 'jwk' }));
    } catch {
      throw new Error(`${where} (kid "${jwk.kid}") is not a valid P-256 public key (check "x" and "y")`);
    }
  });
  return set;
}

/**
 * JWT_PRIVATE_KEY: an EC P-256 private key in PEM (PKCS#8 `BEGIN PRIVATE KEY` or SEC1 `BEGIN EC PRIVATE KEY`,
 * e.g. `openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256`). A one-line value with `\n`
 * written for its line breaks is accepted too.
 */
export function parseSigningKey(text: string): KeyObject {
  const pem = text.includes('\n') ? text : text.replace(/\\n/g, '\n');
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    throw new Error('must be a private key in PEM (-----BEGIN PRIVATE KEY----- …), e.g. openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256');
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`must be an EC key on ${CURVE} (${JWT_SIGNING_ALGORITHM}), not ${key.asymmetricKeyType}${key.asymmetricKeyDetails?.namedCurve ? ` ${key.asymmetricKeyDetails.namedCurve}` : ''}`);
  }
  return key;
}

/** Whether `set` lists the public half of `signing` under its kid (otherwise nobody would accept identity's tokens). */
export function listsSigningKey(set: PublicKeySet, signing: SigningKey): boolean {
  const listed = set.get(signing.kid);
  if (!listed) return false;
  const a = publicJwkOf(listed, signing.kid);
  const b = publicJwkOf(signing.key, signing.kid);
  return a.x === b.x && a.y === b.y;
}

/** The JWKS text of public keys, as JWT_PUBLIC_KEYS and GET /.well-known/jwks.json hold it. */
export function jwksText(keys: Iterable<[kid: string, key: KeyObject]>): string {
  return JSON.stringify({ keys: [...keys].map(([kid, key]) => publicJwkOf(key, kid)) });
}

/** The environment of a fresh key pair (tests, dev stacks): identity's JWT_PRIVATE_KEY and JWT_KEY_ID, everyone's JWT_PUBLIC_KEYS. */
export function generateTokenKeys(kid: string, alsoTrusted: Iterable<[string, KeyObject]> = []): { JWT_PRIVATE_KEY: string; JWT_KEY_ID: string; JWT_PUBLIC_KEYS: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    JWT_PRIVATE_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    JWT_KEY_ID: kid,
    JWT_PUBLIC_KEYS: jwksText([[kid, publicKey], ...alsoTrusted]),
  };
}

/** The signing key and verification keys an environment of generateTokenKeys describes (tests, scripts). */
export function tokenKeysOf(env: { JWT_PRIVATE_KEY: string; JWT_KEY_ID: string; JWT_PUBLIC_KEYS: string }): { signing: SigningKey; keys: PublicKeySet } {
  return { signing: { kid: env.JWT_KEY_ID, key: parseSigningKey(env.JWT_PRIVATE_KEY) }, keys: parsePublicKeySet(env.JWT_PUBLIC_KEYS) };
}
