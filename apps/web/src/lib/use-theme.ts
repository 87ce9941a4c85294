import { useCallback, useState } from 'react';
import type { ColorPresetName } from '../styles/theme-presets.ts';
import {
  currentColorPreset,
  currentTheme,
  setColorPreset as applyColorPreset,
  setTheme as applyTheme,
  type Theme,
} from './theme.ts';

/** Theme and colour preset as React state; the settings modal uses this too. */
export function useTheme() {
  const [theme, setThemeState] = useState<Theme>(currentTheme);
  const [colorPreset, setPresetState] = useState<ColorPresetName>(currentColorPreset);

  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    setThemeState(next);
  }, []);

  const toggleTheme = useCallback(() => {
    setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
  }, [setTheme]);

  const setColorPreset = useCallback((next: ColorPresetName) => {
    applyColorPreset(next);
    setPresetState(next);
  }, []);

  return { theme, setTheme, toggleTheme, colorPreset, setColorPreset };
}
