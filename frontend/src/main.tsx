import { defaultLanguage, languageOfTag } from '@store/contracts/languages';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepFocusThroughFirstRender } from './app/boot-focus';
import { preloadScreenAt } from './app/router';
import { switchLanguage } from './i18n/i18n';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
keepFocusThroughFirstRender(root);

// public/theme-init.js has set <html lang> from the stored choice or the browser's languages: the first
// render waits for that language's words, then for the code of the screen it opens on (at most a few seconds;
// the page's own script has already asked for it on the busiest addresses), so it replaces the words before
// the scripts with the whole screen at once. The words come first, on their own: a screen's own part of the
// catalogue that failed to load must not hold back the shop's words.
const language = languageOfTag(document.documentElement.lang) ?? defaultLanguage;
void switchLanguage(language)
  .catch((error: unknown) => console.error('The words of the shop could not be loaded', error))
  .then(() => preloadScreenAt(window.location.pathname))
  .finally(() => {
    // As a transition, the first render yields to the browser every few milliseconds instead of holding a
    // slow phone's main thread for one long task (the words before the scripts stay until it is done).
    const app = createRoot(root);
    startTransition(() =>
      app.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
