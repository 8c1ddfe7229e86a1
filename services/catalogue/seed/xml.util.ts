/**
 * A small XML well-formedness check, enough for hand-written SVG thumbnails:
 * one root element, properly nested and closed tags, quoted and unique attributes,
 * valid entity references, comments/CDATA/processing instructions closed.
 * Returns the list of problems (empty when the document is well-formed).
 */
const NAME = /^[A-Za-z_:][\w.:-]*/;
const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;

function checkText(text: string, at: number, problems: string[]): void {
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
    if (!ENTITY.test(text.slice(i))) problems.push('invalid entity reference at offset ' + (at + i));
  }
  if (text.includes('<')) problems.push('stray "<" at offset ' + at);
}

export function xmlWellFormednessProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  const skip = (opener: string, closer: string): boolean => {
    if (!xml.startsWith(opener, i)) return false;
    const end = xml.indexOf(closer, i + opener.length);
    if (end === -1) {
      problems.push('unterminated ' + opener + ' at offset ' + i);
      i = xml.length;
    } else {
      i = end + closer.length;
    }
    return true;
  };
  while (i < xml.length && problems.length === 0) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (stack.length === 0 && text.trim() !== '')
      problems.push('text outside the root element at offset ' + i);
    checkText(text, i, problems);
    if (lt === -1) break;
    i = lt;
    if (skip('<?', '?>') || skip('<!--', '-->') || skip('<![CDATA[', ']]>')) continue;
    if (xml.startsWith('<!DOCTYPE', i)) {
      if (roots > 0 || stack.length > 0) problems.push('misplaced DOCTYPE');
      skip('<!DOCTYPE', '>');
      continue;
    }
    if (xml.startsWith('</', i)) {
      const name = NAME.exec(xml.slice(i + 2))?.[0];
      const end = xml.indexOf('>', i);
      const expected = stack.pop();
      if (!name || end === -1 || xml.slice(i + 2 + name.length, end).trim() !== '')
        problems.push('malformed end tag at offset ' + i);
      else if (name !== expected)
        problems.push('end tag </' + name + '> does not close <' + expected + '> at offset ' + i);
      i = end === -1 ? xml.length : end + 1;
      continue;
    }
    const name = NAME.exec(xml.slice(i + 1))?.[0];
    if (!name) {
      problems.push('malformed tag at offset ' + i);
      break;
    }
    if (stack.length === 0) roots++;
    let j = i + 1 + name.length;
    const seen = new Set<string>();
    for (;;) {
      const ws = /^\s*/.exec(xml.slice(j))![0].length;
      j += ws;
      if (xml.startsWith('/>', j)) {
        j += 2;
        break;
      }
      if (xml[j] === '>') {
        stack.push(name);
        j += 1;
        break;
      }
      const attr = /^([A-Za-z_:][\w.:-]*)\s*=\s*("[^"<]*"|'[^'<]*')/.exec(xml.slice(j));
      if (!attr || ws === 0) {
        problems.push('malformed attribute in <' + name + '> at offset ' + j);
        j = xml.length;
        break;
      }
      if (seen.has(attr[1])) problems.push('duplicate attribute ' + attr[1] + ' in <' + name + '>');
      seen.add(attr[1]);
      checkText(attr[2].slice(1, -1), j, problems);
      j += attr[0].length;
    }
    i = j;
  }
  if (stack.length > 0) problems.push('unclosed elements: ' + stack.join(' > '));
  if (roots !== 1) problems.push('expected exactly one root element, found ' + roots);
  return problems;
}

/** The root element's name and attributes (first start tag after the prolog). */
export function rootElement(xml: string): { name: string; attributes: Record<string, string> } | undefined {
  const match = /<([A-Za-z_:][\w.:-]*)((?:\s+[A-Za-z_:][\w.:-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/.exec(
    xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, ''),
  );
  if (!match) return undefined;
  const attributes: Record<string, string> = {};
  for (const a of match[2].matchAll(/([A-Za-z_:][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/g))
    attributes[a[1]] = a[3] ?? a[4];
  return { name: match[1], attributes };
}
