import type {} from '@fastify/cookie';
import type { Permission } from '@netfleet/permissions';
import type { SessionRow } from '../auth/createSessionStore.js';
import type { AuthContext } from '../auth/loadAuthContext.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether an API route needs a signed-in user. Defaults to `required`: a route is
     * protected unless it says otherwise (only the token endpoints do).
     */
    auth?: 'required' | 'none';
    /**
     * Whether a user blocked by a login block (`EMAIL_NOT_VERIFIED`, …) may call the route.
     * Defaults to `false`; the activation mail resend says `true`.
     */
    allowBlocked?: boolean;
    /**
     * The permission a route needs (403 `FORBIDDEN` without it), checked by the API scope's
     * `preValidation` hook before the input. Routes with a finer rule (company scope, whose
     * record it is) check that in their handler.
     */
    permission?: Permission;
    /** The 403 message; one made from the permission's name when left out. */
    refusal?: string;
    /**
     * Who may call a state-changing route that names no `permission`: `own`, any signed-in
     * user, for what acts on the caller's own session and data (per-user storage, marking
     * their notifications seen, confirming their password); `handler`, a rule the handler
     * checks itself and documents (starting an impersonation). An unsafe route with neither
     * this nor a permission (nor `auth: 'none'`) fails at start-up.
     */
    access?: 'own' | 'handler';
  }

  interface FastifyRequest {
    /** The signed-in user of this API request, or null. Set by the API guard. */
    auth: AuthContext | null;
    /**
     * The unrevoked session the cookies point at, even with an expired access token: the one
     * whose XSRF token an unsafe request must carry, and the one revoke ends.
     */
    cookieSession: SessionRow | null;
    /**
     * The body as the client sent it, before validation replaced `body` with the schema's
     * output: step-up reads `session_code`, `session_id` and `session_uuid` from it.
     */
    sentBody: unknown;
  }
}
