import { randomBytes } from 'node:crypto';
import { api, loginAs } from '../support';

export { expectEnvelope, NO_SUCH_ID } from '../support';

export const uniqueSlug = (prefix = 'e2e') => `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

export const SECTION_CODE = `<section class="e2e-hero"><h2>{{ section.settings.heading }}</h2>{% for block in section.blocks %}<p>{{ block.settings.text }}</p>{% endfor %}</section>
{% schema %}
{ "name": "E2E hero",
  "settings": [{ "type": "text", "id": "heading", "label": "Heading", "default": "Hello from the preview" }],
  "blocks": [{ "type": "line", "name": "Line", "settings": [{ "type": "text", "id": "text", "label": "Text", "default": "A line" }] }],
  "presets": [{ "name": "E2E hero", "blocks": [{ "type": "line" }] }] }
{% endschema %}`;

export async function adminToken() {
  return (await loginAs('admin')).token;
}

export async function createModule(fields: Record<string, unknown> = {}) {
  const res = await api('/api/admin/modules', { method: 'POST', token: await adminToken(), body: { title: `E2E module ${uniqueSlug()}`, description: 'Made by an e2e test', ...fields } });
  if (res.status !== 201) throw new Error(`create module: ${res.status} ${res.text}`);
  return res.body.data;
}

export async function createSection(fields: Record<string, unknown> = {}) {
  const res = await api('/api/admin/sections', {
    method: 'POST',
    token: await adminToken(),
    body: { title: 'E2E section', description: 'Made by an e2e test', slug: uniqueSlug('sec'), category: 'hero', code: SECTION_CODE, ...fields },
  });
  if (res.status !== 201) throw new Error(`create section: ${res.status} ${res.text}`);
  return res.body.data;
}
