// Token keys of the stacks this repository starts (issue 22 item 3): identity signs access tokens with an EC
// P-256 private key (ES256, see libs/config/src/jwt-keys.ts), every process verifies with the public keys.
// `npm start` keeps its key pair in the git-ignored cache; the e2e stacks make a new pair per run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cachePath } from '../infra/paths.mjs';

/** The kid of a public key: `<prefix>-` and the start of its RFC 7638 thumbprint (a new key, a new kid). */
export function keyIdOf(publicKey, prefix) {
  const { crv, kty, x, y } = publicKey.export({ format: 'jwk' });
  const thumbprint = crypto.createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url');
  return `${prefix}-${thumbprint.slice(0, 12)}`;
}

/** The environment of a private key: identity's JWT_PRIVATE_KEY and JWT_KEY_ID, everyone's JWT_PUBLIC_KEYS (a JWKS). */
export function tokenKeysEnv(privateKey, prefix) {
  const publicKey = crypto.createPublicKey(privateKey);
  const kid = keyIdOf(publicKey, prefix);
  const { crv, kty, x, y } = publicKey.export({ format: 'jwk' });
  return {
    JWT_PRIVATE_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    JWT_KEY_ID: kid,
    JWT_PUBLIC_KEYS: JSON.stringify({ keys: [{ kty, crv, x, y, kid, alg: 'ES256', use: 'sig' }] }),
  };
}

const newPrivateKey = () => crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;

/** A new key pair's environment (an e2e run's). */
export const randomTokenKeys = (prefix = 'test') => tokenKeysEnv(newPrivateKey(), prefix);

/**
 * `npm start`'s key pair: made on this machine's first start and kept in the git-ignored cache
 * (.cache/dev-jwt-key.pem, readable by its owner only), so dev sessions survive restarts and nobody can sign a
 * token for someone else's install. A file that does not hold an EC P-256 private key is replaced.
 */
export function devTokenKeys(file = cachePath('dev-jwt-key.pem')) {
  try {
    const key = crypto.createPrivateKey(fs.readFileSync(file, 'utf8'));
    if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1') return tokenKeysEnv(key, 'dev');
  } catch (err) {
    if (err.code !== 'ENOENT' && !/key|PEM|DECODER|asn1/i.test(String(err.message))) throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const key = newPrivateKey();
  // Written aside then renamed: whoever reads the file reads a whole key.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, key.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  fs.renameSync(temporary, file);
  return tokenKeysEnv(key, 'dev');
}

// `node scripts/stack/token-keys.mjs public`: the JWKS of npm start's key pair, for a process started by hand
// (README: "To run one service by itself").
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === 'public') process.stdout.write(`${devTokenKeys().JWT_PUBLIC_KEYS}\n`);
