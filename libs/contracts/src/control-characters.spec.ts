import { z } from 'zod';
import {
  adminCreateUserRequestSchema,
  adminUpdateUserRequestSchema,
  createPlanRequestSchema,
  moduleCreateRequestSchema,
  moduleUpdateRequestSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  sectionCreateRequestSchema,
  sectionUpdateRequestSchema,
  tempCheckoutRequestSchema,
  updatePlanRequestSchema,
} from './index';

/**
 * Control characters in names, titles and slugs (issue 9 item 11: a plan named "\r\nX-Injected: 1", a
 * section title "\u0000" were stored) are refused with "<Field> must not contain control characters".
 */
const firstMessage = (schema: z.ZodType, body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? undefined : result.error.issues[0].message;
};

const user = { email: 'ann@example.com', password: 'password123', name: 'Ann Lee' };
const plan = { name: 'Pro', slug: 'pro', description: 'For shops' };
const mod = { title: 'Hero banner', description: 'A banner' };
const section = { title: 'Footer', description: 'A footer', slug: 'footer', category: 'footer', code: '<div></div>' };
const checkout = { planId: 'pro', userEmail: 'ann@example.com', userName: 'Ann Lee', password: 'longenough' };

type Case = [what: string, field: string, label: string, schema: z.ZodType, base: Record<string, unknown>];
const singleLine: Case[] = [
  ['register', 'name', 'Name', registerRequestSchema, user],
  ['register', 'planSlug', 'Plan', registerRequestSchema, user],
  ['profile', 'fullName', 'Full name', profileUpdateRequestSchema, {}],
  ['profile', 'company', 'Company', profileUpdateRequestSchema, {}],
  ['profile', 'website', 'Website', profileUpdateRequestSchema, {}],
  ['admin create user', 'name', 'Name', adminCreateUserRequestSchema, user],
  ['admin update user', 'name', 'Name', adminUpdateUserRequestSchema, {}],
  ['create plan', 'name', 'Name', createPlanRequestSchema, plan],
  ['create plan', 'slug', 'Slug', createPlanRequestSchema, plan],
  ['update plan', 'name', 'Name', updatePlanRequestSchema, {}],
  ['update plan', 'slug', 'Slug', updatePlanRequestSchema, {}],
  ['temporary checkout', 'userName', 'Name', tempCheckoutRequestSchema, checkout],
  ['create module', 'title', 'Title', moduleCreateRequestSchema, mod],
  ['create module', 'slug', 'Slug', moduleCreateRequestSchema, mod],
  ['create module', 'category', 'Category', moduleCreateRequestSchema, mod],
  ['create module', 'author', 'Author', moduleCreateRequestSchema, mod],
  ['update module', 'title', 'Title', moduleUpdateRequestSchema, { revision: 0 }],
  ['create section', 'title', 'Title', sectionCreateRequestSchema, section],
  ['create section', 'slug', 'Slug', sectionCreateRequestSchema, section],
  ['create section', 'category', 'Category', sectionCreateRequestSchema, section],
  ['update section', 'title', 'Title', sectionUpdateRequestSchema, { revision: 0 }],
  ['update section', 'slug', 'Slug', sectionUpdateRequestSchema, { revision: 0 }],
];
const multiLine: Case[] = [
  ['profile', 'bio', 'Bio', profileUpdateRequestSchema, {}],
  ['create plan', 'description', 'Description', createPlanRequestSchema, plan],
  ['create module', 'description', 'Description', moduleCreateRequestSchema, mod],
  ['create module', 'longDescription', 'Long description', moduleCreateRequestSchema, mod],
  ['create section', 'description', 'Description', sectionCreateRequestSchema, section],
];

/** A valid value of the field, to put control characters around. */
const sample = (field: string) => (field === 'website' ? 'https://shop.example.com' : ['slug', 'planSlug', 'category'].includes(field) ? 'pro' : 'Pro plan');
const INJECTIONS = ['\r\nX-Injected: 1', '\u0000', 'a\u0007b', '\u007f', '\u0085', '\u2028', '\u001b[31m'];

describe('control characters are refused in names, titles and slugs', () => {
  it.each(singleLine)('%s: %s with a control character answers "%s must not contain control characters"', (_what, field, label, schema, base) => {
    expect(schema.safeParse({ ...base, [field]: sample(field) }).success).toBe(true);
    for (const injection of INJECTIONS) {
      for (const value of [`${injection}${sample(field)}`, `${sample(field)}${injection}`]) {
        expect({ value, message: firstMessage(schema, { ...base, [field]: value }) }).toEqual({ value, message: `${label} must not contain control characters` });
      }
    }
    expect(firstMessage(schema, { ...base, [field]: `${sample(field)}\ttab` })).toBe(`${label} must not contain control characters`);
  });

  it.each(multiLine)('%s: %s keeps line breaks and tabs but refuses other control characters', (_what, field, label, schema, base) => {
    expect(schema.safeParse({ ...base, [field]: 'First line\r\n\tSecond line' }).success).toBe(true);
    for (const injection of ['\u0000', 'a\u0007b', '\u007f', '\u0085', '\u001b[31m']) {
      expect(firstMessage(schema, { ...base, [field]: `Text ${injection}` })).toBe(`${label} must not contain control characters`);
    }
  });

  it('refuses control characters in tags and variable labels', () => {
    expect(firstMessage(moduleCreateRequestSchema, { ...mod, tags: ['ok', 'bad\u0000'] })).toBe('Tags must not contain control characters');
    expect(firstMessage(moduleCreateRequestSchema, { ...mod, tags: 'ok,\r\nX-Injected: 1' })).toBe('Tags must not contain control characters');
    expect(firstMessage(moduleCreateRequestSchema, { ...mod, variables: [{ name: 'colour', label: 'Colour\u0000' }] })).toBe('Variable label must not contain control characters');
  });

  it('still accepts names in any script, with accents and emoji', () => {
    expect(registerRequestSchema.parse({ ...user, name: 'Zoë Ōtsuka-李 🚀' }).name).toBe('Zoë Ōtsuka-李 🚀');
    expect(createPlanRequestSchema.parse({ ...plan, name: 'Entreprise — été' }).name).toBe('Entreprise — été');
  });
});
