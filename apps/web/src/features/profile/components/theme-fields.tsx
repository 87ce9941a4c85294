import { colorPresetNames, colorPresets } from '../../../styles/theme-presets.ts';
import { useTheme } from '../../../lib/use-theme.ts';

/** Light or dark, and one of the seven colour presets; both apply at once (lib/theme.ts). */
export function ThemeFields() {
  const { theme, setTheme, colorPreset, setColorPreset } = useTheme();
  return (
    <>
      <fieldset className="editor-section">
        <legend>Tema</legend>
        <div className="row">
          {(
            [
              ['light', 'Svijetla'],
              ['dark', 'Tamna'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="profile-choice">
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => setTheme(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="editor-section">
        <legend>Boje</legend>
        <div className="preset-grid">
          {colorPresetNames.map((name) => {
            const preset = colorPresets[name];
            return (
              <label key={name} className="profile-choice preset-choice">
                <input
                  type="radio"
                  name="colorPreset"
                  value={name}
                  checked={colorPreset === name}
                  onChange={() => setColorPreset(name)}
                />
                <span
                  className="preset-swatch"
                  aria-hidden="true"
                  style={{
                    background: `rgb(${preset.highlight})`,
                    borderColor: `rgb(${preset.highlight2})`,
                  }}
                />
                {preset.label}
              </label>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}
