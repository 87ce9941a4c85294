import { describe, expect, it } from 'vitest';
import themeInit from '../../public/theme-init.js?raw';
import {
  colorPresetNames,
  colorPresets,
  colorVariableNames,
  presetVariables,
} from './theme-presets.ts';

function luminance(triple: string): number {
  const [r, g, b] = triple.split(' ').map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const white = '255 255 255';
const darkSurfaces = ['18 19 23', '29 31 37'];

describe('colour presets', () => {
  it('are the seven of the spec, each with four rgb triples', () => {
    expect(Object.keys(colorPresets)).toEqual([...colorPresetNames]);
    expect(colorPresetNames).toEqual([
      'default',
      'blue',
      'purple',
      'green',
      'coral',
      'teal',
      'rose',
    ]);
    for (const name of colorPresetNames) {
      for (const value of Object.values(presetVariables(name))) {
        expect(value).toMatch(/^\d{1,3} \d{1,3} \d{1,3}$/);
      }
    }
  });

  it.each(colorPresetNames)('%s keeps WCAG AA text contrast in both themes', (name) => {
    const preset = colorPresets[name];
    expect(contrast(white, preset.highlight)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(preset.highlight, preset.background)).toBeGreaterThanOrEqual(4.5);
    for (const surface of darkSurfaces) {
      expect(contrast(preset.highlight3, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('use the variable names public/theme-init.js accepts', () => {
    for (const property of Object.values(colorVariableNames)) {
      expect(themeInit).toContain(`'${property}'`);
    }
    expect(Object.keys(presetVariables('teal')).sort()).toEqual(
      Object.values(colorVariableNames).sort(),
    );
  });
});
