import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { initTheme } from './lib/theme';
import './styles/index.css';

initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root em falta em index.html');

const root = createRoot(container);
// a transition: React renders the first screen in slices that yield to the browser, not in one long task
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers />
    </StrictMode>,
  );
});
