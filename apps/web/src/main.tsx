import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { initTheme } from './lib/theme';
import './styles/index.css';

initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root em falta em index.html');

createRoot(container).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
