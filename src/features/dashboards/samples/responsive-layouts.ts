/** A DashboardConfig with custom breakpoints, columns, margins and per-breakpoint layouts. */
export const responsiveSample = {
  title: 'Responsive layouts',
  layout: {
    breakpoints: { lg: 1100, md: 900, sm: 640, xs: 400, xxs: 0 },
    cols: { lg: 12, md: 8, sm: 4, xs: 2, xxs: 1 },
    margin: [16, 8],
    containerPadding: [24, 16],
    rowHeight: 40,
  },
  widgets: [
    {
      id: 'headline',
      type: 'TEXT',
      position: { x: 0, y: 0, w: 12, h: 2 },
      config: { text: '# Responsive\nEach breakpoint has its own layout.' },
    },
    {
      id: 'a',
      type: 'TEXT',
      position: { x: 0, y: 2, w: 4, h: 3 },
      responsiveLayouts: { md: { x: 0, y: 2, w: 4, h: 3 }, sm: { x: 0, y: 2, w: 4, h: 2 } },
      config: { title: 'A', text: 'Block A' },
    },
    {
      id: 'b',
      type: 'TEXT',
      position: { x: 4, y: 2, w: 4, h: 3 },
      responsiveLayouts: { md: { x: 4, y: 2, w: 4, h: 3 }, sm: { x: 0, y: 4, w: 4, h: 2 } },
      config: { title: 'B', text: 'Block B' },
    },
    {
      id: 'c',
      type: 'TEXT',
      position: { x: 8, y: 2, w: 4, h: 3 },
      config: { title: 'C', text: 'Derived by react-grid-layout where no layout is given.' },
    },
  ],
};
