import sanitizeHtml from 'sanitize-html';

/**
 * FAQ answers are HTML rendered by the help center (doc 2 §2), so they are sanitised on write: a small
 * allow-list of text tags, links limited to http(s)/mailto (opened safely), no script or style (their
 * content is dropped too), no event handlers, no style or class attributes, no iframes, forms or images.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'blockquote', 'h3', 'h4', 'h5', 'span', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target && out.target !== '_blank') delete out.target;
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.rel;
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeFaqAnswer(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The answer's text without tags or entities (what FAQ search reads, so "div" never matches markup). */
export function faqAnswerText(html: string): string {
  const spaced = html.replace(/<\/?(?:p|div|li|ul|ol|br|hr|h[1-6]|blockquote|pre|tr|td|th|table)\b[^>]*>/gi, ' $& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
