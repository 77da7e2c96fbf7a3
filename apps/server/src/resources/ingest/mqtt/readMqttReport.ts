import { type IngestReport, IngestReportSchema } from '@netfleet/contracts';
import * as v from 'valibot';
import { loneSurrogateError } from '../../../http/loneSurrogateError.js';
import { jsonTextError, jsonValueError } from '../../../http/refuseUnsafeInput.js';
import { reportTimeError } from '../../../telemetry/reportTimeError.js';

/** A report message read: the report, and the JSON it came in (for fields beside the report). */
export type ReadReport =
  | { ok: true; report: IngestReport; json: Record<string, unknown> }
  | { ok: false; reason: string };

/**
 * Reads a report message's payload as the HTTP API reads a report's body: JSON text without
 * NULs, lone UTF-16 surrogates or unsafe numbers, an `IngestReport` (unknown keys dropped),
 * times no more than 10 minutes ahead of `now` and not before 2000. What HTTP would answer
 * 400 or 422 is `{ ok: false, reason }`: such a report never joins the group of reports
 * stored together, so it cannot fail the others.
 */
export function readMqttReport(payload: Buffer | string, now: number): ReadReport {
  const text = typeof payload === 'string' ? payload : payload.toString('utf8');
  const unsafe = jsonTextError(text);
  if (unsafe) return { ok: false, reason: unsafe.message };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The report is not JSON.' };
  }
  const unsafeValue = jsonValueError(json) ?? loneSurrogateError(text, json);
  if (unsafeValue) return { ok: false, reason: unsafeValue.message };
  const parsed = v.safeParse(IngestReportSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return { ok: false, reason: `${v.getDotPath(issue) ?? 'report'}: ${issue.message}` };
  }
  const wrongTime = reportTimeError(parsed.output, now);
  if (wrongTime) return { ok: false, reason: `${wrongTime.source}: ${wrongTime.message}` };
  return { ok: true, report: parsed.output, json: json as Record<string, unknown> };
}
