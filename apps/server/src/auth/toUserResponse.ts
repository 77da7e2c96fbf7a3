import type { UserResponse } from '@netfleet/contracts';
import type { AuthContext } from './loadAuthContext.js';

const toUnixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** The `GET /api/user` body (spec §7) of a signed-in user. */
export function toUserResponse(auth: AuthContext): UserResponse {
  const { user, company, role, session } = auth;
  return {
    username: user.username,
    email: user.email,
    id: user.id,
    company: {
      id: company.id,
      parent_id: company.parentId,
      name: company.name,
      level: company.level,
      show_payment: company.showPayment,
    },
    role: { id: role.id, name: role.name, title: role.title },
    avatar_url: user.avatarUrl,
    tos_accepted: user.tosAccepted,
    mfa_type: user.mfaType,
    exp: toUnixSeconds(session.accessExpiresAt),
    permissions: auth.permissions,
    // `act` names the impersonator (RFC 8693's actor claim): present only while impersonating.
    token: { act: auth.impersonator ? { sub: auth.impersonator.id, email: auth.impersonator.email } : null },
    impersonation_access_limit: user.impersonationAccessLimit
      ? toUnixSeconds(user.impersonationAccessLimit)
      : null,
    country_iso_code: user.countryIsoCode,
  };
}
