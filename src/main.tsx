import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme } from './app/theme';
import './app/styles.css';
// Tables and fact lists are plain elements with a class, not components, so their styles load with the shell.
import './components/ui/table.css';
import './components/ui/facts.css';

applyTheme(
  ((): 'light' | 'dark' | 'system' => {
    try {
      const stored = localStorage.getItem('switchboard.theme');
      return stored === 'light' || stored === 'dark' ? stored : 'system';
    } catch {
      return 'system';
    }
  })(),
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
