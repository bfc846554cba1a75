import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { startLanguage } from './lib/language';
import { getAccessToken } from './lib/session';
import { initTheme } from './lib/theme';
import './styles/index.css';

initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// the first screen is drawn once its language's texts are there (only that language's: lib/language.ts); a
// catalogue that fails to load leaves each text's id on screen rather than no screen
void startLanguage(getAccessToken() !== null).finally(() => {
  // a transition: React renders the first screen in slices that yield to the browser, not in one long task
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers />
      </StrictMode>,
    );
  });
});
