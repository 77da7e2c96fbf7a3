import {
  ERROR_CODES,
  type IngestBatchItemResult,
  IngestBatchSchema,
  type IngestCommand,
  type IngestReport,
  IngestReportSchema,
} from '@netfleet/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { apiErrorHandler } from '../../http/apiErrorHandler.js';
import { assertRouteDeclaresAccess } from '../../http/assertRouteDeclaresAccess.js';
import { issueMessage, issuePath } from '../../http/issueMessage.js';
import { loneSurrogateError } from '../../http/loneSurrogateError.js';
import { jsonTextError, jsonValueError } from '../../http/refuseUnsafeInput.js';
import { sendApiNotFound } from '../../http/sendApiNotFound.js';
import { sendError } from '../../http/sendError.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import type { ServerContext } from '../../serverContext.js';
import { ingestReports } from '../../telemetry/ingestReports.js';
import { reportTimeError } from '../../telemetry/reportTimeError.js';
import { createIngestThrottle } from './createIngestThrottle.js';
import { findDevicesByToken } from './findDevicesByToken.js';
import { ingestValidatorCompiler } from './ingestValidatorCompiler.js';

/** Where the device ingest API lives (outside `/api`: no cookies, no XSRF, no console session). */
export const INGEST_PREFIX = '/ingest/v1';

/** A batch of a thousand reports with their series fits; the console API keeps Fastify's 1 MiB. */
const INGEST_BODY_LIMIT = 16 * 1024 * 1024;

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{16,256})$/;

type IngestContext = Pick<ServerContext, 'db' | 'realtime' | 'now' | 'maintenance'>;

/** The media type of a request's `Content-Type`, lower case without parameters; '' when none. */
function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * A body the ingest cannot read as JSON: any content type but `application/json`, or a body
 * without one. Fastify would otherwise read `text/plain` as a string (a 422 "must be an object"
 * that hides the cause). A request with neither body nor content type is a heartbeat.
 */
function isUnreadableBody(request: FastifyRequest): boolean {
  const type = mediaType(request);
  return type === '' ? hasBody(request) : type !== 'application/json';
}

/** What a batch item that failed says: its `error`, and where and why when the report is at fault. */
type BatchItemFailure = { error: string; source?: string; message?: string };

/**
 * One item of a batch, checked as `/report` checks a body: its token, its report against the
 * schema (a gateway's batch should not fail for one device's malformed report), then the times
 * its device's clock got wrong. The token comes first: a report sent with an unknown token is
 * not judged.
 */
function checkBatchItem(
  deviceId: number | undefined,
  report: unknown,
  now: number,
): { failure: BatchItemFailure } | { deviceId: number; report: IngestReport } {
  if (deviceId === undefined) return { failure: { error: 'unauthorized' } };
  const parsed = v.safeParse(IngestReportSchema, report);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    const source = issuePath(issue);
    return {
      failure: { error: 'invalid', ...(source ? { source } : {}), message: issueMessage(issue) },
    };
  }
  const wrongTime = reportTimeError(parsed.output, now);
  if (wrongTime) return { failure: { error: wrongTime.error, source: wrongTime.source } };
  return { deviceId, report: parsed.output };
}

/**
 * The device ingest API, its own Fastify scope under {@link INGEST_PREFIX}:
 * - `POST /report` — one device's report, `Authorization: Bearer <device token>`; answers
 *   `{ data: { device_id, commands } }`;
 * - `POST /batch` — `{ reports: [{ token, report }] }` for gateways and the simulator; each
 *   item is authenticated by its own token and answered in order (`ok: false` with `error`
 *   `unauthorized` for a bad token, `clock_ahead` or `clock_behind` and the `source` for a
 *   time more than 10 minutes ahead or before 2000).
 * Unknown or revoked tokens are 401s, counted per address: past 20 a minute the address gets
 * 429 with `Retry-After`. Bodies are JSON (415 for another content type), checked with the
 * contracts' schemas (422 naming the field); JSON nested too deep or holding NUL or a lone
 * UTF-16 surrogate is a 422 too. Routes say `access: 'handler'`: the device token is checked
 * here, not by the console's session guard.
 */
export async function ingestRoutes(app: FastifyInstance, context: IngestContext): Promise<void> {
  const throttle = createIngestThrottle({ now: context.now });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: INGEST_BODY_LIMIT },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text === '') return done(null, {});
      const tooDeep = jsonTextError(text);
      if (tooDeep) return done(tooDeep, undefined);
      return parseJson(request, text, (error, value) => {
        if (error) return done(error, undefined);
        const unsafe = jsonValueError(value) ?? loneSurrogateError(text, value);
        return unsafe ? done(unsafe, undefined) : done(null, value);
      });
    },
  );
  app.addHook('onRoute', assertRouteDeclaresAccess);
  app.setValidatorCompiler(ingestValidatorCompiler);
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler(sendApiNotFound);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (context.maintenance.enabled) {
      return sendError(
        reply,
        503,
        API_ERROR_CODES.MAINTENANCE,
        'Netfleet is down for maintenance. Try again later.',
      );
    }
    const wait = throttle.retryAfter(request.ip);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return sendError(
        reply,
        429,
        API_ERROR_CODES.TOO_MANY_REQUESTS,
        `Too many wrong device tokens from this address. Try again in ${wait} s.`,
      );
    }
    if (!request.is404 && isUnreadableBody(request)) {
      return sendError(
        reply,
        415,
        ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
        'Send the report as JSON, with "Content-Type: application/json".',
        'Content-Type',
      );
    }
    return undefined;
  });
  // A POST with no body at all (and so no content type) is a heartbeat, as an empty JSON body is.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined) request.body = {};
  });

  const unauthorized = (request: FastifyRequest, reply: FastifyReply) => {
    throttle.fail(request.ip);
    reply.header('www-authenticate', 'Bearer realm="netfleet-ingest"');
    return sendError(
      reply,
      401,
      API_ERROR_CODES.UNAUTHORIZED,
      'Send the device token as "Authorization: Bearer <token>"; this one is unknown or revoked.',
      'Authorization',
    );
  };

  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.post(
    '/report',
    { config: { access: 'handler' }, schema: { body: IngestReportSchema } },
    async (request, reply) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return unauthorized(request, reply);
      const deviceId = (await findDevicesByToken(context.db, [token])).get(token);
      if (deviceId === undefined) return unauthorized(request, reply);
      const commands = await ingestReports(context, [{ deviceId, report: request.body }]);
      return { data: { device_id: deviceId, commands: commands.get(deviceId) ?? [] } };
    },
  );

  api.post(
    '/batch',
    { config: { access: 'handler' }, schema: { body: IngestBatchSchema } },
    async (request) => {
      const { reports } = request.body;
      const known = await findDevicesByToken(
        context.db,
        reports.map((item) => item.token),
      );
      // One device's malformed report or wrong clock fails its item, not the gateway's batch.
      const now = context.now();
      const checked = reports.map((item) => checkBatchItem(known.get(item.token), item.report, now));
      const accepted = checked.flatMap((item) => ('failure' in item ? [] : [item]));
      // A batch of only unknown tokens counts each one: that is what guessing looks like. A batch
      // that also carries known tokens is a gateway (or the simulator) whose devices were deleted
      // or revoked: it counts once, so a bulk delete does not lock the whole fleet out.
      const unauthorized = checked.filter(
        (item) => 'failure' in item && item.failure.error === 'unauthorized',
      ).length;
      if (unauthorized > 0) throttle.fail(request.ip, known.size > 0 ? 1 : unauthorized);
      const commands: Map<number, IngestCommand[]> =
        accepted.length > 0 ? await ingestReports(context, accepted) : new Map();
      return {
        data: checked.map(
          (item): IngestBatchItemResult =>
            'failure' in item
              ? { ok: false, ...item.failure }
              : { ok: true, device_id: item.deviceId, commands: commands.get(item.deviceId) ?? [] },
        ),
        meta: { accepted: accepted.length, rejected: reports.length - accepted.length },
      };
    },
  );
}
