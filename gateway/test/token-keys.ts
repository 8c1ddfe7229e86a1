import { generateTokenKeys, jwksText, parsePublicKeySet, tokenKeysOf } from '@liquify/config';

/**
 * Identity's keys for the gateway's tests, mid-rotation: SIGNING (kid gateway-spec) signs, PREVIOUS (kid
 * gateway-spec-previous) signed tokens still in use. The gateway is given JWT_PUBLIC_KEYS, their public halves,
 * only (its schema reads no private key); the tests sign tokens as identity would.
 */
const identity = generateTokenKeys('gateway-spec');
const previous = generateTokenKeys('gateway-spec-previous');
export const SIGNING = tokenKeysOf(identity).signing;
export const PREVIOUS = tokenKeysOf(previous).signing;
export const JWT_PUBLIC_KEYS = jwksText([...parsePublicKeySet(previous.JWT_PUBLIC_KEYS), ...parsePublicKeySet(identity.JWT_PUBLIC_KEYS)]);
/** Another private key under the current kid: what a forger without identity's key can sign. */
export const FORGER = tokenKeysOf(generateTokenKeys('gateway-spec')).signing;
/** A key pair the gateway was never given (an unknown kid). */
export const STRANGER = tokenKeysOf(generateTokenKeys('not-listed')).signing;
