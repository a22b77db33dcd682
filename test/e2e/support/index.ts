export {
  startServer,
  dialectFromEnv,
  undefinedRequests,
  describeRequests,
  type RunningServer,
  type Dialect,
  type LoggedRequest,
  type StartServerOptions,
} from './server';
export { listItems } from '../../support/list-items';
export { useBrowser, checkA11y, signIn, ARTIFACTS, VIEWPORTS, type BrowserHandle } from './browser';
export { useConsole, type ConsoleHandle } from './console';
