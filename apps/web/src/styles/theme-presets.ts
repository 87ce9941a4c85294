/**
 * Colour presets of the theme settings (spec §3). Each preset is four RGB triples written as
 * "r g b" so CSS can use them as `rgb(var(--color-highlight))` or with an alpha channel.
 *
 * - highlight:  accent for buttons and links in the light theme; white text on it passes WCAG AA.
 * - highlight2: decorative accent (logo, borders, indicators), never behind or as body text.
 * - highlight3: light tint; the accent text colour in the dark theme (AA on the dark surfaces).
 * - background: page background of the light theme.
 */
export const colorPresetNames = [
  'default',
  'blue',
  'purple',
  'green',
  'coral',
  'teal',
  'rose',
] as const;

export type ColorPresetName = (typeof colorPresetNames)[number];

export interface ColorPreset {
  label: string;
  highlight: string;
  highlight2: string;
  highlight3: string;
  background: string;
}

export const colorPresets: Record<ColorPresetName, ColorPreset> = {
  default: {
    label: 'Zadano',
    highlight: '166 60 20',
    highlight2: '232 119 58',
    highlight3: '255 190 150',
    background: '253 248 244',
  },
  blue: {
    label: 'Plava',
    highlight: '29 78 170',
    highlight2: '86 140 230',
    highlight3: '160 196 255',
    background: '245 248 254',
  },
  purple: {
    label: 'Ljubičasta',
    highlight: '109 52 170',
    highlight2: '160 110 220',
    highlight3: '207 176 255',
    background: '249 246 254',
  },
  green: {
    label: 'Zelena',
    highlight: '30 112 60',
    highlight2: '80 170 110',
    highlight3: '140 220 165',
    background: '244 251 246',
  },
  coral: {
    label: 'Koraljna',
    highlight: '180 55 50',
    highlight2: '240 120 100',
    highlight3: '255 170 155',
    background: '254 247 245',
  },
  teal: {
    label: 'Tirkizna',
    highlight: '14 110 110',
    highlight2: '60 170 165',
    highlight3: '120 215 210',
    background: '243 251 250',
  },
  rose: {
    label: 'Ružičasta',
    highlight: '170 40 90',
    highlight2: '225 100 145',
    highlight3: '255 165 200',
    background: '254 246 249',
  },
};

/** CSS custom property for each triple; public/theme-init.js accepts exactly these names. */
export const colorVariableNames = {
  highlight: '--color-highlight',
  highlight2: '--color-highlight2',
  highlight3: '--color-highlight3',
  background: '--color-background',
} as const;

/** The custom properties a preset resolves to, as stored under the 'colorVariables' key. */
export function presetVariables(name: ColorPresetName): Record<string, string> {
  const preset = colorPresets[name];
  return {
    [colorVariableNames.highlight]: preset.highlight,
    [colorVariableNames.highlight2]: preset.highlight2,
    [colorVariableNames.highlight3]: preset.highlight3,
    [colorVariableNames.background]: preset.background,
  };
}

export function isColorPresetName(value: unknown): value is ColorPresetName {
  return typeof value === 'string' && (colorPresetNames as readonly string[]).includes(value);
}
