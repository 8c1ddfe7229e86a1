import { formatEdgeTag, parseBump, parseEdgeTag } from './edge-protocol';

describe('edge tag header', () => {
  it('round-trips scope, tag and version', () => {
    const value = { scope: 'user' as const, tag: 'identity.user.0123456789abcdef01234567', version: 42 };
    expect(parseEdgeTag(formatEdgeTag(value))).toEqual(value);
    expect(parseEdgeTag('public;catalogue.modules@0')).toEqual({ scope: 'public', tag: 'catalogue.modules', version: 0 });
  });

  it.each([undefined, '', 'catalogue.modules@1', 'private;catalogue.modules@1', 'public;@1', 'public;catalogue.modules@', 'public;catalogue.modules@-1', 'public;catalogue.modules@1.5', 'public;Catalogue@1', ['public;a@1']])(
    'ignores the malformed value %p (the answer is then not kept)',
    (value) => {
      expect(parseEdgeTag(value as string | undefined)).toBeUndefined();
    },
  );

  it('parses bump messages and refuses malformed ones', () => {
    expect(parseBump('catalogue.sections@7')).toEqual({ tag: 'catalogue.sections', version: 7 });
    for (const bad of ['', '@7', 'catalogue.sections', 'catalogue.sections@x', 'catalogue sections@1']) expect(parseBump(bad)).toBeUndefined();
  });
});
