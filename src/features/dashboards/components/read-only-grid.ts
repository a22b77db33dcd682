// The grid is for looking, not editing. Module constants: react-grid-layout memoizes on their identity. Their own
// module, so the nested grid does not import the dashboard grid (which, through the widgets, imports it).
export const READ_ONLY_DRAG = { enabled: false } as const;
export const READ_ONLY_RESIZE = { enabled: false, handles: [] } as const;
