/** Public surface of the workbooks feature: the workbook record's hook (the app's breadcrumbs show its name). */
export { useWorkbook } from './api/get-workbook';
