import { Link } from '@tanstack/react-router';

/** `/404` (standalone, no sign-in needed). */
export function NotFoundPage() {
  return (
    <main className="standalone-page">
      <div className="standalone-card">
        <h1>Page not found</h1>
        <p>The page you asked for does not exist or has moved.</p>
        <Link to="/" className="nf-button nf-button--primary">
          Go to the console
        </Link>
      </div>
    </main>
  );
}
