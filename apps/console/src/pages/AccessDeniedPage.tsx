import { ACCESS_DENIED_TITLE, NO_VIEW_PERMISSIONS_MESSAGE } from '@netfleet/permissions';

/** Shown instead of any page to a user without a single view permission (spec §5). */
export function AccessDeniedPage() {
  return (
    <div className="page">
      <div className="standalone-card access-denied">
        <h1>{ACCESS_DENIED_TITLE}</h1>
        <p>{NO_VIEW_PERMISSIONS_MESSAGE}</p>
      </div>
    </div>
  );
}
