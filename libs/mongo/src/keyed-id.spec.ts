import { Types } from 'mongoose';
import { keyedObjectId } from './keyed-id';

describe('keyedObjectId', () => {
  it('is the same id for the same parts, in any process', () => {
    const a = keyedObjectId('ticket', '6b0ae252891e35ff7a05d669', 'key-1');
    expect(a).toBeInstanceOf(Types.ObjectId);
    expect(a.equals(keyedObjectId('ticket', '6b0ae252891e35ff7a05d669', 'key-1'))).toBe(true);
    // SHA-256 of "6:ticket;24:6b0ae252891e35ff7a05d669;5:key-1;", first 12 bytes: stable across releases.
    expect(a.toHexString()).toBe('ae8bf4cbe12206272f24db86');
  });

  it('differs when any part differs, or when the same characters are split differently', () => {
    const base = keyedObjectId('ticket', 'user-1', 'key-1').toHexString();
    expect(keyedObjectId('ticket', 'user-2', 'key-1').toHexString()).not.toBe(base);
    expect(keyedObjectId('ticket', 'user-1', 'key-2').toHexString()).not.toBe(base);
    expect(keyedObjectId('reply', 'user-1', 'key-1').toHexString()).not.toBe(base);
    expect(keyedObjectId('ab', 'c').toHexString()).not.toBe(keyedObjectId('a', 'bc').toHexString());
  });
});
