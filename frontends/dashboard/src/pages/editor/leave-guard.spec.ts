import { leavingLinkTarget, type LinkClick } from './leave-guard';

const here = { origin: 'https://app.liquify.test', pathname: '/dashboard/library/edit/abc', search: '' };
const click = (href: string | null, over: Partial<LinkClick> = {}, anchor: Partial<NonNullable<LinkClick['anchor']>> = {}): LinkClick => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  anchor: href === null ? null : { href, target: '', download: false, ...anchor },
  ...over,
});

describe('leavingLinkTarget', () => {
  it('is the in-app destination of a plain click on a link to another page', () => {
    expect(leavingLinkTarget(click('https://app.liquify.test/dashboard/library?type=sections#top'), here)).toBe('/dashboard/library?type=sections#top');
    expect(leavingLinkTarget(click('/dashboard'), here)).toBe('/dashboard');
    expect(leavingLinkTarget(click('/dashboard/library/edit/abc?review=update'), here)).toBe('/dashboard/library/edit/abc?review=update');
  });
  it('lets through clicks that stay on the page or are not plain left clicks', () => {
    expect(leavingLinkTarget(click(null), here)).toBeNull();
    expect(leavingLinkTarget(click('/dashboard/library/edit/abc#vars'), here)).toBeNull();
    for (const over of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }]) {
      expect(leavingLinkTarget(click('/dashboard', over), here)).toBeNull();
    }
  });
  it('lets new tabs, downloads and other sites through (the browser asks for those)', () => {
    expect(leavingLinkTarget(click('/dashboard', {}, { target: '_blank' }), here)).toBeNull();
    expect(leavingLinkTarget(click('/dashboard', {}, { target: '_self' }), here)).toBe('/dashboard');
    expect(leavingLinkTarget(click('/export.csv', {}, { download: true }), here)).toBeNull();
    expect(leavingLinkTarget(click('https://shopify.com/'), here)).toBeNull();
  });
});
