// Applies the stored theme and colour preset before the first paint. Loaded synchronously from
// <head> as an external file because the Content-Security-Policy forbids inline scripts.
// Keys: 'theme' ('light' | 'dark') and 'colorVariables' (JSON map of the preset's custom
// properties, written by src/lib/theme.ts when the user picks a preset).
/* global window, document */
(function () {
  var root = document.documentElement;
  var allowed = [
    '--color-highlight',
    '--color-highlight2',
    '--color-highlight3',
    '--color-background',
  ];
  var triple = /^\d{1,3} \d{1,3} \d{1,3}$/;
  try {
    var theme = window.localStorage.getItem('theme');
    if (theme !== 'light' && theme !== 'dark') {
      var prefersDark =
        window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
      theme = prefersDark ? 'dark' : 'light';
    }
    root.setAttribute('data-theme', theme);

    var raw = window.localStorage.getItem('colorVariables');
    if (raw) {
      var vars = JSON.parse(raw);
      for (var i = 0; i < allowed.length; i++) {
        var value = vars && vars[allowed[i]];
        if (typeof value === 'string' && triple.test(value)) {
          root.style.setProperty(allowed[i], value);
        }
      }
    }
  } catch {
    root.setAttribute('data-theme', 'light');
  }
})();
