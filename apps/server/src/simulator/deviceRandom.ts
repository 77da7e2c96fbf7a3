import type { Random } from '../seed/createRandom.js';

/**
 * mulberry32, the seed's generator, as a class: a simulated device keeps one for its whole
 * life, and at 100,000 devices methods on the prototype (not four closures per device) keep
 * the fleet's memory and start-up small.
 */
class Mulberry32 implements Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  }

  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weight(item);
    let roll = this.next() * total;
    for (const item of items) {
      roll -= weight(item);
      if (roll < 0) return item;
    }
    return this.pick(items);
  }
}

/** FNV-1a of a text, mixed with a seed. */
function hashOf(seed: number, text: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The pseudo-random source of one simulated device (or one city's route): the run's seed mixed
 * with the device's serial (FNV-1a), so a device behaves the same in every run with the same
 * seed, whatever else is in the fleet or in which order the fleet was read.
 */
export function deviceRandom(seed: number, serial: string): Random {
  return new Mulberry32(hashOf(seed, serial));
}
