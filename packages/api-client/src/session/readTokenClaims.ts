import { type TokenClaims, TokenClaimsSchema } from '@netfleet/contracts';
import * as v from 'valibot';
import { decodeBase64Url } from './decodeBase64Url.js';

/**
 * The claims of a JWT-shaped token (`header.payload.signature`): its payload decoded with
 * {@link decodeBase64Url} and parsed with the contracts' `TokenClaimsSchema`. The signature
 * is not checked — that is the server's job; a client reads claims only to show them.
 *
 * The reference server's session tokens are opaque and HttpOnly, so the console reads
 * `exp` and `act` from `GET /user` instead; this serves deployments whose tokens are JWTs.
 *
 * @throws Error "Illegal base64url string" for a payload that is not base64url, and a
 *   valibot error for claims of the wrong shape.
 */
export function readTokenClaims(token: string): TokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('A token has three parts: header.payload.signature');
  return v.parse(TokenClaimsSchema, JSON.parse(decodeBase64Url(parts[1] as string)));
}
