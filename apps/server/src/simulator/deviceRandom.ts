import { createRandom, type Random } from '../seed/createRandom.js';

/**
 * The pseudo-random source of one simulated device: the run's seed mixed with the device's
 * serial (FNV-1a), so a device behaves the same in every run with the same seed, whatever
 * else is in the fleet or in which order the fleet was read.
 */
export function deviceRandom(seed: number, serial: string): Random {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < serial.length; i++) {
    hash ^= serial.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return createRandom(hash);
}
