/** A city the simulated fleet lives around. */
export interface SimulatorCity {
  name: string;
  latitude: number;
  longitude: number;
}

/** A country of the simulated fleet: its mobile operators, cities and numbering. */
export interface SimulatorRegion {
  country: string;
  /** Hours ahead of UTC (standard time is close enough for a daily usage curve). */
  utcOffset: number;
  /** Country calling code, as ICCIDs carry it after the `89` telecom prefix. */
  callingCode: string;
  operators: readonly string[];
  cities: readonly SimulatorCity[];
  /** First two octets of public addresses of wired devices there. */
  publicPrefix: string;
  /** How many devices of the fleet are in this country, relative to the others. */
  weight: number;
}

/**
 * Where the demo fleet runs: the Baltics (the demo companies' home), the Nordics, Germany,
 * Ukraine and Japan, with operators people there would recognise.
 */
export const SIMULATOR_REGIONS: readonly SimulatorRegion[] = [
  {
    country: 'LT',
    utcOffset: 2,
    callingCode: '370',
    operators: ['Telia LT', 'Bite LT', 'Tele2 LT'],
    cities: [
      { name: 'Vilnius', latitude: 54.6872, longitude: 25.2797 },
      { name: 'Kaunas', latitude: 54.8985, longitude: 23.9036 },
      { name: 'Klaipeda', latitude: 55.7033, longitude: 21.1443 },
    ],
    publicPrefix: '78.56',
    weight: 5,
  },
  {
    country: 'LV',
    utcOffset: 2,
    callingCode: '371',
    operators: ['LMT', 'Tele2 LV', 'Bite LV'],
    cities: [{ name: 'Riga', latitude: 56.9496, longitude: 24.1052 }],
    publicPrefix: '85.254',
    weight: 2,
  },
  {
    country: 'EE',
    utcOffset: 2,
    callingCode: '372',
    operators: ['Telia EE', 'Elisa', 'Tele2 EE'],
    cities: [{ name: 'Tallinn', latitude: 59.437, longitude: 24.7536 }],
    publicPrefix: '90.190',
    weight: 1,
  },
  {
    country: 'NO',
    utcOffset: 1,
    callingCode: '47',
    operators: ['Telenor', 'Telia NO', 'Ice'],
    cities: [
      { name: 'Oslo', latitude: 59.9139, longitude: 10.7522 },
      { name: 'Bergen', latitude: 60.3913, longitude: 5.3221 },
    ],
    publicPrefix: '84.208',
    weight: 2,
  },
  {
    country: 'DE',
    utcOffset: 1,
    callingCode: '49',
    operators: ['Telekom.de', 'Vodafone.de', 'o2 - de'],
    cities: [
      { name: 'Berlin', latitude: 52.52, longitude: 13.405 },
      { name: 'Hamburg', latitude: 53.5511, longitude: 9.9937 },
    ],
    publicPrefix: '91.64',
    weight: 2,
  },
  {
    country: 'UA',
    utcOffset: 2,
    callingCode: '380',
    operators: ['Kyivstar', 'Vodafone UA', 'lifecell'],
    cities: [
      { name: 'Kyiv', latitude: 50.4501, longitude: 30.5234 },
      { name: 'Lviv', latitude: 49.8397, longitude: 24.0297 },
    ],
    publicPrefix: '93.170',
    weight: 2,
  },
  {
    country: 'JP',
    utcOffset: 9,
    callingCode: '81',
    operators: ['NTT DOCOMO', 'SoftBank', 'au (KDDI)', 'Rakuten Mobile'],
    cities: [
      { name: 'Tokyo', latitude: 35.6762, longitude: 139.6503 },
      { name: 'Osaka', latitude: 34.6937, longitude: 135.5023 },
    ],
    publicPrefix: '126.72',
    weight: 1,
  },
];

/** Squared distance in degrees: enough to tell which city a point is nearest to. */
function distance2(city: SimulatorCity, latitude: number, longitude: number): number {
  return (city.latitude - latitude) ** 2 + (city.longitude - longitude) ** 2;
}

/**
 * The region and city nearest to a position (a seeded device's location), or null when it is
 * farther than about 100 km from every city of the list.
 */
export function nearestCity(
  latitude: number,
  longitude: number,
): { region: SimulatorRegion; city: SimulatorCity } | null {
  let best: { region: SimulatorRegion; city: SimulatorCity; d: number } | null = null;
  for (const region of SIMULATOR_REGIONS) {
    for (const city of region.cities) {
      const d = distance2(city, latitude, longitude);
      if (best === null || d < best.d) best = { region, city, d };
    }
  }
  return best !== null && best.d < 1 ? { region: best.region, city: best.city } : null;
}
