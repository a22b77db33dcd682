/** Empty on purpose: its outline shows only in "Show layout" mode (styled through the canvas). */
export function SpacerWidget() {
  return <div className="dash-spacer" />;
}
