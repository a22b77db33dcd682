import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, readThemeChoice } from './app/theme';
import './app/styles.css';
// Tables and fact lists are plain elements with a class, not components, so their styles load with the shell.
import './components/ui/table.css';
import './components/ui/facts.css';

applyTheme(readThemeChoice());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
