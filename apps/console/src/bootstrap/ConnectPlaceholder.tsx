/** Stands in for the remote-connect pages (spec §2.4) until their apps arrive. */
export function ConnectPlaceholder() {
  return (
    <main className="standalone-page">
      <div className="standalone-card">
        <h1>Remote connect</h1>
        <p>Remote connect pages arrive later.</p>
      </div>
    </main>
  );
}
