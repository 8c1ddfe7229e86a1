/** Driving the bundled CodeMirror editor from a browser test. */
import type { Page } from 'playwright-core';

/** Selects `needle` in the CodeMirror document through the DOM selection, as a drag over it would. */
export async function selectInEditor(page: Page, needle: string) {
  await page.locator('.cm-content').click();
  await page.evaluate((text) => {
    const content = document.querySelector('.cm-content')!;
    const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    let all = '';
    const starts: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      starts.push(all.length);
      nodes.push(node as Text);
      all += node.textContent ?? '';
    }
    const from = all.indexOf(text);
    if (from < 0) throw new Error(`"${text}" is not in the editor`);
    const to = from + text.length;
    const at = (offset: number, end: boolean) => {
      for (let i = nodes.length - 1; i >= 0; i -= 1) {
        if (end ? starts[i] < offset : starts[i] <= offset) return { node: nodes[i], offset: offset - starts[i] };
      }
      throw new Error('offset outside the editor');
    };
    const start = at(from, false);
    const finish = at(to, true);
    const range = document.createRange();
    range.setStart(start.node, start.offset);
    range.setEnd(finish.node, finish.offset);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  }, needle);
}
