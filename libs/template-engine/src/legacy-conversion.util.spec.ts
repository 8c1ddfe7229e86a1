import { extractVariables } from './extract-variables.util';
import { convertLegacyToModern } from './legacy-conversion.util';
import { renderTemplate } from './render-template.util';

describe('convertLegacyToModern', () => {
  const legacy = '<h2 style="color:{color:Couleur du titre:#111}">{text:Titre principal:Bienvenue}</h2>';

  it('writes each legacy placeholder as ${modernName}', () => {
    expect(convertLegacyToModern(legacy).template).toBe(
      '<h2 style="color:${couleur_du_titre}">${titre_principal}</h2>',
    );
  });

  it('renames legacy variables to their modernName and keeps id, label, type and default', () => {
    expect(convertLegacyToModern(legacy).variables).toEqual([
      {
        id: 'var_couleur_du_titre',
        name: 'couleur_du_titre',
        label: 'Couleur du titre',
        type: 'color',
        defaultValue: '#111',
      },
      {
        id: 'var_titre_principal',
        name: 'titre_principal',
        label: 'Titre principal',
        type: 'text',
        defaultValue: 'Bienvenue',
      },
    ]);
  });

  it('re-keys custom values from legacy labels to modern names and keeps other keys', () => {
    expect(convertLegacyToModern(legacy, { 'Titre principal': 'Salut', other: 1 }).customValues).toEqual({
      titre_principal: 'Salut',
      other: 1,
    });
  });

  it('renders the converted template exactly like the legacy one', () => {
    const values = { 'Titre principal': 'Salut' };
    const converted = convertLegacyToModern(legacy, values);
    expect(renderTemplate(converted.template, converted.customValues, converted.variables)).toBe(
      renderTemplate(legacy, values),
    );
  });

  it('gives the converted template variables that extraction finds again under the same names', () => {
    const converted = convertLegacyToModern(legacy);
    expect(extractVariables(converted.template).map((v) => v.name)).toEqual(
      converted.variables.map((v) => v.name),
    );
  });

  it('does not collide with modern placeholders already in the template', () => {
    expect(convertLegacyToModern('${title} {text:Title:Hi}').template).toBe('${title} ${title_2}');
  });

  it('keeps the dollar sign written before a legacy placeholder', () => {
    expect(convertLegacyToModern('${number:Price:29}').template).toBe('$${price}');
  });

  it('leaves modern placeholders, Liquid and CSS untouched', () => {
    const template = '${a} {{ product.title }} .x { color: red; }';
    expect(convertLegacyToModern(template).template).toBe(template);
  });
});
