/** Shown while a page's code loads: a quiet placeholder, not the full-screen loader. */
export function PageFallback() {
  return (
    <div className="page-fallback" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading page</span>
    </div>
  );
}
