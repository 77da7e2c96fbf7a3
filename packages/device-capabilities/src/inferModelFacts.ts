import { MODEL_FACTS, MODELS, type ModelFact, type ModelFacts, type SourceKey } from './data/models.js';
import { FAMILY_KIND, familyOf, seriesOf } from './modelFamilies.js';

const FAMILY_DEFAULT = Object.freeze(
  Object.fromEntries(MODEL_FACTS.map((fact) => [fact, 'familyDefault'])) as Record<ModelFact, SourceKey>,
);

const inferred = new Map<string, ModelFacts | null>();

/** What every one of `models` has: a flag only when all have it, the smallest port and SIM count. */
function shared(name: string, models: readonly ModelFacts[], first: ModelFacts): ModelFacts {
  const all = (has: (facts: ModelFacts) => boolean) => models.every(has);
  return Object.freeze({
    model: name,
    family: first.family,
    series: seriesOf(name),
    kind: FAMILY_KIND[first.family],
    ports: Math.min(...models.map((facts) => facts.ports)),
    sims: Math.min(...models.map((facts) => facts.sims)),
    wifi: all((facts) => facts.wifi),
    gps: all((facts) => facts.gps),
    mobile: all((facts) => facts.mobile),
    io: all((facts) => facts.io),
    secondModem: all((facts) => facts.secondModem),
    esim: all((facts) => facts.esim),
    managed: true,
    firmwarePrefix: null,
    firmware: null,
    orderCode: name,
    source: 'familyDefault',
    sources: FAMILY_DEFAULT,
  });
}

/**
 * The hardware an unknown model of a known family is assumed to have (its name upper-cased,
 * without separators): what every known model of its series shares (`RUT999` → the RUT9
 * series: 4 ports, 2 SIMs, Wi-Fi, mobile, I/O, no GNSS), or of its family when the series is
 * new. Conservative on purpose: a tab for hardware the device lacks is worse than a missing
 * one. `null` outside every family. Cached per series.
 */
export function inferModelFacts(normalized: string): ModelFacts | null {
  const family = familyOf(normalized);
  if (family === null) return null;
  const series = seriesOf(normalized);
  const hit = inferred.get(series);
  if (hit !== undefined) return hit;
  const inSeries = MODELS.filter((facts) => facts.series === series && facts.managed);
  const models = inSeries.length > 0 ? inSeries : MODELS.filter((f) => f.family === family && f.managed);
  const first = models[0];
  const facts = first === undefined ? null : shared(series, models, first);
  inferred.set(series, facts);
  return facts;
}
