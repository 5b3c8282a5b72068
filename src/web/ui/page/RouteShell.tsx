/**
 * What a screen looks like before its code has arrived: the navigation bar with its title, and a
 * skeleton of the content. The server sends it as the page for every route it does not draw in
 * full, and the app shows the same while the screen downloads, so the one follows the other
 * without a jump. Plain elements and app.css only: it must not need any lazy component's styles.
 */
export function RouteShell({ title }: { title: string }) {
  return (
    <div className="tw-page tw-route-shell" data-testid="route-shell" aria-busy="true">
      <header className="tw-route-shell-nav">
        <span className="tw-route-shell-back" aria-hidden="true" />
        <h1>{title}</h1>
      </header>
      <div className="tw-route-shell-body" aria-hidden="true">
        <div className="tw-skeleton-row tw-skeleton-head" />
        <div className="tw-skeleton-row" />
        <div className="tw-skeleton-row" />
        <div className="tw-skeleton-row tw-skeleton-block" />
      </div>
    </div>
  );
}
