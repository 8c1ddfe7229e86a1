import type { TemplateVariable } from '@liquify/template-engine';
import {
  categoryOf,
  codeShownIn,
  contentAfterChange,
  contentOf,
  lineCount,
  modulePayload,
  NEW_MODULE_DETAILS,
  saveVariable,
  savedAtLabel,
  scanContent,
  tagsOf,
  templateAfterChange,
  type VariableForm,
} from './module-rules';

const color: TemplateVariable = { id: 'var_bg', name: 'bg', label: 'Fond', type: 'color', defaultValue: '#ff0000' };
const title: TemplateVariable = { id: 'var_title', name: 'title', label: 'Titre', type: 'text', defaultValue: 'Bonjour' };
const content = { template: '<h1 style="color:${bg}">${title}</h1>', variables: [color, title] };
const form = (over: Partial<VariableForm> = {}): VariableForm => ({ name: 'x', label: 'X', type: 'text', defaultValue: '', description: '', options: '', ...over });

describe('editor modes (doc 3 §4)', () => {
  it('edit mode shows the template with ${name} placeholders; original mode shows the code with the default values', () => {
    expect(codeShownIn('edit', content)).toBe('<h1 style="color:${bg}">${title}</h1>');
    expect(codeShownIn('original', content)).toBe('<h1 style="color:#ff0000">Bonjour</h1>');
    expect(codeShownIn('preview', content)).toBe('<h1 style="color:#ff0000">Bonjour</h1>');
  });

  it('original mode keeps the placeholders where they were and typed text as text, even when it equals a default (issue #25 item 1)', () => {
    const typed = '<h1 style="color:#ff0000">Bonjour</h1><p>Bonjour again, #ff0000</p>';
    expect(templateAfterChange('original', typed, content)).toBe('<h1 style="color:${bg}">${title}</h1><p>Bonjour again, #ff0000</p>');
  });

  it('edit mode keeps what is typed as the template', () => {
    expect(templateAfterChange('edit', 'Bonjour ${title}', content)).toBe('Bonjour ${title}');
  });

  it('a round trip original -> edit loses nothing', () => {
    const original = codeShownIn('original', content);
    expect(templateAfterChange('original', original, content)).toBe(content.template);
  });
});

describe('placeholders in pasted code become variables for review (issue #25 item 1)', () => {
  it('pasting modern and legacy placeholders in edit mode adds one variable each, listed as detected', () => {
    const pasted = contentAfterChange('edit', '<div style="color:${accent_color}">${headline_text}</div><p>{color:Background:#ff0000}</p>', { content: { template: '', variables: [] }, detected: [] });
    expect(pasted.content.template).toBe('<div style="color:${accent_color}">${headline_text}</div><p>${background}</p>');
    expect(pasted.content.variables.map((v) => [v.name, v.type, v.label, v.defaultValue])).toEqual([
      ['accent_color', 'color', 'Accent color', ''],
      ['headline_text', 'text', 'Headline text', ''],
      ['background', 'color', 'Background', '#ff0000'],
    ]);
    expect(pasted.detected).toEqual(['var_accent_color', 'var_headline_text', 'var_background']);
    // Saved, they are stored: the payload carries them and the code carries no placeholder.
    const saved = modulePayload({ ...NEW_MODULE_DETAILS, title: 'T', description: 'D' }, pasted.content);
    expect(saved.ok && saved.payload.variables?.length).toBe(3);
    expect(saved.ok && saved.payload.code).toBe('<div style="color:"></div><p>#ff0000</p>');
  });

  it('pasting in original mode keeps the variables there and adds the pasted ones', () => {
    const next = contentAfterChange('original', `${codeShownIn('original', content)}<b>\${extra}</b>`, { content, detected: [] });
    expect(next.content.template).toBe('<h1 style="color:${bg}">${title}</h1><b>${extra}</b>');
    expect(next.content.variables.map((v) => v.name)).toEqual(['bg', 'title', 'extra']);
    expect(next.detected).toEqual(['var_extra']);
  });

  it('a detected variable whose placeholder was typed on leaves again (typing ${ab} passes by ${a})', () => {
    let state = contentAfterChange('edit', '${a}', { content: { template: '', variables: [] }, detected: [] });
    state = contentAfterChange('edit', '${ab}', state);
    expect(state.content.variables.map((v) => v.name)).toEqual(['ab']);
    expect(state.detected).toEqual(['var_ab']);
  });

  it('never drops a variable that was not detected, nor gives two variables one id', () => {
    const renamed = { id: 'var_old', name: 'fresh', label: 'F', type: 'text' as const, defaultValue: 'x' };
    const next = scanContent('${old}', [renamed]);
    expect(next.content.variables.map((v) => [v.id, v.name])).toEqual([
      ['var_old', 'fresh'],
      ['var_old_2', 'old'],
    ]);
    expect(next.detected).toEqual(['var_old_2']);
    expect(scanContent('<p>${title}</p>', content.variables)).toEqual({ content: { template: '<p>${title}</p>', variables: content.variables }, detected: [] });
  });
});

describe('contentOf (a stored module)', () => {
  it('edits the templateCode with the stored variables', () => {
    expect(contentOf({ templateCode: content.template, code: 'x', variables: [color, title] })).toEqual(content);
  });
  it('falls back to the code when there is no template', () => {
    expect(contentOf({ templateCode: '', code: '<p>plain</p>', variables: [] })).toEqual({ template: '<p>plain</p>', variables: [] });
  });
  it('converts legacy {type:label:value} placeholders to ${name}, keeping the stored variable under its new name', () => {
    const stored = { id: 'v1', name: 'Couleur du bouton', label: 'Couleur du bouton', type: 'color', defaultValue: '#111111' };
    const result = contentOf({ templateCode: '<a style="color:{color:Couleur du bouton:#000}">Go</a>', code: '', variables: [stored] });
    expect(result.template).toBe('<a style="color:${couleur_du_bouton}">Go</a>');
    expect(result.variables).toEqual([{ ...stored, name: 'couleur_du_bouton' }]);
  });
});

describe('module save (doc 3 §4, §5)', () => {
  const details = { ...NEW_MODULE_DETAILS, title: ' Hero ', description: 'Une bannière' };

  it("refuses without a title or a description: 'Titre et description requis'", () => {
    expect(modulePayload({ ...details, title: '  ' }, content)).toEqual({ ok: false, error: 'Titre et description requis' });
    expect(modulePayload({ ...details, description: '' }, content)).toEqual({ ok: false, error: 'Titre et description requis' });
  });

  it('saves the template, the code with each placeholder replaced by its default, and hasLiquidCode when a variable exists', () => {
    const result = modulePayload(details, content);
    if (!result.ok) throw new Error(result.error);
    expect(result.payload).toMatchObject({
      title: 'Hero',
      description: 'Une bannière',
      templateCode: content.template,
      code: '<h1 style="color:#ff0000">Bonjour</h1>',
      hasLiquidCode: true,
      category: 'header',
      status: 'draft',
    });
    expect(result.payload.variables).toHaveLength(2);
    expect(result.payload).not.toHaveProperty('slug');
    const none = modulePayload(details, { template: '<p>x</p>', variables: [] });
    expect(none.ok && none.payload.hasLiquidCode).toBe(false);
  });

  it('sends a custom category trimmed and lowercased, else the chosen one, else header', () => {
    expect(categoryOf({ category: '', customCategory: '  Mega Menu ' })).toBe('mega menu');
    expect(categoryOf({ category: 'footer', customCategory: '' })).toBe('footer');
    expect(categoryOf({ category: '', customCategory: '' })).toBe('header');
  });

  it('reads tags comma-separated, trimmed, without blanks or repeats', () => {
    expect(tagsOf(' a, b ,,a, c ')).toEqual(['a', 'b', 'c']);
  });

  it('counts lines', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\r\nc')).toBe(3);
  });

  it("shows 'Sauvegardé à {time}'", () => {
    expect(savedAtLabel(new Date(2026, 10, 24, 9, 5, 7))).toBe('Sauvegardé à 09:05:07');
  });
});

describe('variable modal save (doc 3 §4, §5)', () => {
  it("requires a name and a label: 'Nom et libellé requis'", () => {
    expect(saveVariable(content, null, form({ name: ' ' }))).toEqual({ ok: false, error: 'Nom et libellé requis' });
    expect(saveVariable(content, null, form({ label: '' }))).toEqual({ ok: false, error: 'Nom et libellé requis' });
  });

  it('refuses a name a placeholder cannot carry, or one already used', () => {
    expect(saveVariable(content, null, form({ name: '2x' }))).toMatchObject({ ok: false, error: expect.stringMatching(/^Nom invalide/) });
    expect(saveVariable(content, null, form({ name: 'title' }))).toEqual({ ok: false, error: 'Une variable porte déjà ce nom' });
  });

  it('adds a new variable; a list keeps its options one per line, blank lines dropped', () => {
    const result = saveVariable(content, null, form({ name: 'size', label: 'Taille', type: 'select', options: 'S\n\n  M \nL\n' }));
    if (!result.ok) throw new Error(result.error);
    expect(result.variable).toEqual({ id: 'var_size', name: 'size', label: 'Taille', type: 'select', defaultValue: '', options: ['S', 'M', 'L'] });
    expect(result.content.variables).toHaveLength(3);
    expect(result.content.template).toBe(content.template);
  });

  it('renaming a variable renames its placeholders and keeps its id', () => {
    const result = saveVariable(content, title, form({ name: 'heading', label: 'Titre', defaultValue: 'Salut' }));
    if (!result.ok) throw new Error(result.error);
    expect(result.content.template).toBe('<h1 style="color:${bg}">${heading}</h1>');
    expect(result.content.variables[1]).toEqual({ id: 'var_title', name: 'heading', label: 'Titre', type: 'text', defaultValue: 'Salut' });
  });

  it('renaming onto another variable is refused', () => {
    expect(saveVariable(content, title, form({ name: 'bg', label: 'T' }))).toEqual({ ok: false, error: 'Une variable porte déjà ce nom' });
  });
});
