export { dialectFromEnv, startServer, type RunningServer } from './server';
export { listItems } from '../../support/list-items';
export { useBrowser, checkA11y, signIn, storeKeyAsSignedIn, ARTIFACTS, VIEWPORTS } from './browser';
export { useConsole } from './console';
export { sidewaysOverflow, smallTargets } from './layout-checks';
export { chartMarkers, watchChartMarkers } from './chart-images';
