import { z } from 'zod';
import { ZodPipe } from './zod.pipe';

describe('ZodPipe', () => {
  it("keeps a schema's own message for a missing field (the spec's wording)", () => {
    const pipe = new ZodPipe(z.object({ name: z.string({ error: 'Full name is required' }) }));
    expect(() => pipe.transform({})).toThrow('Full name is required');
  });

  it("says '<field> is required' when the schema gives no message", () => {
    const pipe = new ZodPipe(z.object({ title: z.string() }));
    expect(() => pipe.transform({})).toThrow('title is required');
  });

  it('answers 400 naming the offending fields', () => {
    try {
      new ZodPipe(z.object({ a: z.number(), b: z.string() })).transform({ a: 'x' });
      throw new Error('expected a 400');
    } catch (err) {
      expect((err as { status: number }).status).toBe(400);
      expect((err as { details: { field: string }[] }).details.map((d) => d.field)).toEqual(['a', 'b']);
    }
  });
});
