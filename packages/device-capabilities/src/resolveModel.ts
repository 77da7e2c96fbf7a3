import { MODELS, type ModelFacts } from './data/models.js';

const BY_NAME = new Map<string, ModelFacts>(MODELS.map((facts) => [facts.model, facts]));
const NAME_LENGTHS = MODELS.map((facts) => facts.model.length);
const LONGEST = Math.max(...NAME_LENGTHS);
const SHORTEST = Math.min(...NAME_LENGTHS);

const CACHE_LIMIT = 4096;
const cache = new Map<string, ModelFacts | null>();

/** Upper case, without spaces, dashes or other separators (`rutx-11 000000` → `RUTX11000000`). */
export function normalizeModel(originalModel: string): string {
  return originalModel.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function lookup(normalized: string): ModelFacts | null {
  for (let length = Math.min(LONGEST, normalized.length); length >= SHORTEST; length -= 1) {
    const facts = BY_NAME.get(normalized.slice(0, length));
    if (facts !== undefined) return facts;
  }
  return null;
}

/**
 * The known model a reported model name or order code belongs to: the longest model
 * name it starts with (`RUTX110000XX` → RUTX11, `RUT9550T0000` → RUT955,
 * `TRB1401000` → TRB140). Returns `null` for an unknown model. Cached per string.
 *
 * @example
 * resolveModel('RUT9550T0000')?.model; // 'RUT955'
 */
export function resolveModel(originalModel: string): ModelFacts | null {
  const hit = cache.get(originalModel);
  if (hit !== undefined) return hit;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const facts = lookup(normalizeModel(originalModel));
  cache.set(originalModel, facts);
  return facts;
}

/** The facts of an exact model name, or `undefined`. */
export function modelFacts(model: string): ModelFacts | undefined {
  return BY_NAME.get(model);
}
