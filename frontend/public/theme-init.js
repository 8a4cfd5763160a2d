// Applies the stored accessibility settings before the first paint, so nothing flashes. The build puts it
// into index.html (inline-page-assets-plugin.ts; the page's CSP allows it by its hash). It mirrors
// cleanOverrides / resolveSettings / applySettings of src/features/accessibility/utils/accessibility-model.ts; a test keeps them equal.
/* global window, document */
(function () {
  var root = document.documentElement;
  function matches(query) {
    return !!(window.matchMedia && window.matchMedia(query).matches);
  }
  function number(value, min, max, step, fallback) {
    if (typeof value !== 'number' || !isFinite(value)) return fallback;
    var stepped = Math.round((Math.round((value - min) / step) * step + min) * 100) / 100;
    return Math.min(max, Math.max(min, stepped));
  }
  var stored = null;
  try {
    stored = JSON.parse(localStorage.getItem('accessibilitySettings') || 'null');
  } catch {
    // Storage unavailable or unreadable: the defaults apply.
  }
  if (!stored || typeof stored !== 'object') stored = {};
  var modes = ['default', 'dark', 'light', 'high'];
  var contrast =
    modes.indexOf(stored.contrast) >= 0
      ? stored.contrast
      : matches('(prefers-contrast: more)')
        ? 'high'
        : matches('(prefers-color-scheme: dark)')
          ? 'dark'
          : 'default';
  var fontSize = number(stored.fontSize, 12, 40, 2, 16);
  var lineHeight = number(stored.lineHeight, 1, 3, 0.1, 1.5);
  var letterSpacing = number(stored.letterSpacing, 0, 5, 0.5, 1);
  var saturation = number(stored.saturation, 0, 200, 10, 100);
  var monochrome = stored.monochrome === true;
  var visionImpaired = stored.visionImpaired === true;
  var seizureSafe =
    typeof stored.seizureSafe === 'boolean'
      ? stored.seizureSafe
      : matches('(prefers-reduced-motion: reduce)');

  var languages = ['en', 'si', 'ta'];
  var preferred = (
    navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || '']
  ).map(function (tag) {
    return String(tag).trim().toLowerCase().split(/[-_]/)[0];
  });
  var language =
    languages.indexOf(stored.language) >= 0
      ? stored.language
      : preferred.filter(function (tag) {
          return languages.indexOf(tag) >= 0;
        })[0] || 'en';

  var effectiveSize = visionImpaired ? Math.max(fontSize, 20) : fontSize;
  root.style.setProperty('--font-scale', String(effectiveSize / 16));
  root.style.setProperty('--line-height', String(lineHeight));
  root.style.setProperty('--letter-spacing', letterSpacing + 'px');
  root.setAttribute('data-contrast', contrast);
  root.setAttribute('lang', language);
  if (monochrome) root.setAttribute('data-monochrome', 'true');
  if (visionImpaired) root.setAttribute('data-vision-impaired', 'true');
  if (seizureSafe) root.setAttribute('data-seizure-safe', 'true');

  var filters = [];
  var saturate = (saturation / 100) * (seizureSafe ? 0.8 : 1);
  if (Math.abs(saturate - 1) > 0.001) filters.push('saturate(' + Math.round(saturate * 100) / 100 + ')');
  if (monochrome) filters.push('grayscale(1)');
  if (filters.length) {
    root.style.setProperty('--page-filter', filters.join(' '));
    root.setAttribute('data-filter', 'true');
  }
})();
