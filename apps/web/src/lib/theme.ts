import {
  isColorPresetName,
  presetVariables,
  type ColorPresetName,
} from '../styles/theme-presets.ts';

export type Theme = 'light' | 'dark';

/** localStorage keys; public/theme-init.js reads the same two at startup. */
export const themeStorageKeys = {
  theme: 'theme',
  colorPreset: 'colorPreset',
  colorVariables: 'colorVariables',
} as const;

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  safeStorage()?.setItem(themeStorageKeys.theme, theme);
}

export function currentColorPreset(): ColorPresetName {
  const stored = safeStorage()?.getItem(themeStorageKeys.colorPreset);
  return isColorPresetName(stored) ? stored : 'default';
}

/** Applies a preset's custom properties and stores them resolved, for theme-init.js. */
export function setColorPreset(name: ColorPresetName): void {
  const variables = presetVariables(name);
  for (const [property, value] of Object.entries(variables)) {
    document.documentElement.style.setProperty(property, value);
  }
  const storage = safeStorage();
  storage?.setItem(themeStorageKeys.colorPreset, name);
  storage?.setItem(themeStorageKeys.colorVariables, JSON.stringify(variables));
}
