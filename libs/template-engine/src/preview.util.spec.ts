import {
  characterCount,
  clampZoom,
  showsCharacterCount,
  zoomFromWheel,
  zoomIn,
  zoomOut,
} from './preview.util';
import {
  CHARACTER_COUNT_THRESHOLD,
  DEVICE_FRAMES,
  MODULE_EDITOR_VARIABLE_TYPES,
  PALETTE,
  VARIABLE_TYPES,
  ZOOM_IN_FACTOR,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_OUT_FACTOR,
} from './template-engine.const';

describe('preview zoom', () => {
  it('has bounds 0.2 to 4 and step factors 0.95 and 1.05 (spec doc 3 §2)', () => {
    expect([ZOOM_MIN, ZOOM_MAX, ZOOM_OUT_FACTOR, ZOOM_IN_FACTOR]).toEqual([0.2, 4, 0.95, 1.05]);
  });

  it('clamps the zoom to 0.2..4', () => {
    expect(clampZoom(0.1)).toBe(0.2);
    expect(clampZoom(9)).toBe(4);
    expect(clampZoom(1.3)).toBe(1.3);
    expect(clampZoom(Number.POSITIVE_INFINITY)).toBe(4);
  });

  it('gives the default zoom 1 for NaN', () => {
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('multiplies by 1.05 to zoom in and 0.95 to zoom out', () => {
    expect(zoomIn(1)).toBeCloseTo(1.05);
    expect(zoomOut(1)).toBeCloseTo(0.95);
  });

  it('stops at the bounds', () => {
    expect(zoomIn(3.99)).toBe(4);
    expect(zoomOut(0.201)).toBe(0.2);
  });

  it('zooms out when the wheel scrolls down, in when it scrolls up', () => {
    expect(zoomFromWheel(1, 100)).toBeCloseTo(0.95);
    expect(zoomFromWheel(1, -100)).toBeCloseTo(1.05);
    expect(zoomFromWheel(1, 0)).toBe(1);
  });
});

describe('character count', () => {
  it('is shown above 20 characters, not at 20', () => {
    expect(CHARACTER_COUNT_THRESHOLD).toBe(20);
    expect(showsCharacterCount('a'.repeat(20))).toBe(false);
    expect(showsCharacterCount('a'.repeat(21))).toBe(true);
  });

  it('counts an emoji as one character', () => {
    expect(characterCount('👋é')).toBe(2);
    expect(showsCharacterCount('🎉'.repeat(15))).toBe(false);
  });
});

describe('editor constants', () => {
  it('offers a quick palette of 8 distinct hex colour swatches', () => {
    expect(PALETTE).toHaveLength(8);
    expect(new Set(PALETTE).size).toBe(8);
    for (const swatch of PALETTE) expect(swatch).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('frames mobile at 375x667 and tablet at 768x1024', () => {
    expect(DEVICE_FRAMES).toEqual({
      mobile: { width: 375, height: 667 },
      tablet: { width: 768, height: 1024 },
    });
  });

  it('knows the 12 template-engine types and the 8 module-editor types with French labels', () => {
    expect(VARIABLE_TYPES).toEqual([
      'text',
      'color',
      'image',
      'size',
      'spacing',
      'number',
      'boolean',
      'select',
      'url',
      'email',
      'tel',
      'date',
    ]);
    expect(MODULE_EDITOR_VARIABLE_TYPES.map((entry) => entry.label)).toEqual([
      'Texte',
      'Couleur',
      'Image',
      'Taille',
      'Espacement',
      'Nombre',
      'Booléen',
      'Liste',
    ]);
  });
});
