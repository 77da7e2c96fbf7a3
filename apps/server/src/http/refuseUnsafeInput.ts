import { ERROR_CODES } from '@netfleet/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './ApiError.js';
import { exceedsJsonDepth, findNulCharacter, MAX_JSON_DEPTH } from './jsonSafety.js';

/** The 422 of a NUL character, naming the field or parameter. */
function nulCharacterError(source: string | null): ApiError {
  return ApiError.of(
    422,
    ERROR_CODES.VALIDATION_FAILED,
    `${source ?? 'The request'} must not contain a NUL character (U+0000).`,
    source,
  );
}

/** The 422 of a JSON body nested deeper than {@link MAX_JSON_DEPTH}. */
function tooDeepError(): ApiError {
  return ApiError.of(
    422,
    ERROR_CODES.VALIDATION_FAILED,
    `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays.`,
    'body',
  );
}

/**
 * Checks a JSON body's text and parsed value: 422 for nesting deeper than
 * {@link MAX_JSON_DEPTH} (checked on the text, before parsing) and for a NUL character in any
 * string, which PostgreSQL's `text` cannot store.
 *
 * @returns the error to answer with, or null when the body is fine.
 */
export function jsonTextError(text: string): ApiError | null {
  return exceedsJsonDepth(text) ? tooDeepError() : null;
}

/** The NUL check of a parsed JSON body; see {@link jsonTextError}. */
export function jsonValueError(value: unknown): ApiError | null {
  const found = findNulCharacter(value);
  return found ? nulCharacterError(found.source) : null;
}

/**
 * A `preValidation` hook of the API scope: 422 for a NUL character in a query or path
 * parameter (`?q=%00`), before any schema or query sees it.
 */
export async function refuseNulParameters(request: FastifyRequest): Promise<void> {
  for (const values of [request.query, request.params]) {
    const found = findNulCharacter(values);
    if (found) throw nulCharacterError(found.source);
  }
}
