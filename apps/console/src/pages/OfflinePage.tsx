/** The offline text of spec §8, shared with `public/offline.html`. */
export const OFFLINE_MESSAGE =
  'You are offline. Please make sure to check network cables, modem, and router or reconnecting to Wi-Fi and try again';

/** `/offline.html` (standalone, no sign-in): shown when the browser is offline (spec §5). */
export function OfflinePage() {
  return (
    <main className="standalone-page">
      <div className="standalone-card">
        <h1>No connection</h1>
        <p>{OFFLINE_MESSAGE}</p>
        {/* A full load: the console starts again from the server once the network is back. */}
        <a className="nf-button nf-button--primary" href="/">
          Try again
        </a>
      </div>
    </main>
  );
}
