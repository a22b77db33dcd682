export { startServer, type RunningServer } from './server';
export { useBrowser, checkA11y, signIn, type BrowserHandle } from './browser';
