// Applies the stored contrast mode before the first paint (kept as a file, not inline, so the
// backend's Content-Security-Policy `script-src 'self'` allows it). Mirrors src/lib/accessibility-settings.tsx.
/* global window, document */
(function () {
  var contrast = 'default';
  try {
    var stored = JSON.parse(localStorage.getItem('accessibilitySettings') || 'null');
    if (stored && (stored.contrast === 'high' || stored.contrast === 'default')) contrast = stored.contrast;
    else if (window.matchMedia && window.matchMedia('(prefers-contrast: more)').matches) contrast = 'high';
  } catch {
    // Storage unavailable or unreadable: keep the default.
  }
  document.documentElement.setAttribute('data-contrast', contrast);
})();
