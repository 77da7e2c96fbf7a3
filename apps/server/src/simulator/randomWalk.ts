import type { Random } from '../seed/createRandom.js';

/** How a {@link RandomWalk} moves. */
export interface RandomWalkShape {
  /** Where the walk starts and what it drifts back to. */
  mean: number;
  /** Largest change per step, either way. */
  step: number;
  /** Share of the distance to the mean taken back each step (0: pure walk, 1: no memory). */
  pull: number;
  min: number;
  max: number;
}

/** A bounded, mean-reverting random walk: believable for signal, temperature and load series. */
export interface RandomWalk {
  readonly value: number;
  /** Takes one step and returns the new value. */
  next(random: Random): number;
  /** Moves the value (and what it drifts back to) by `delta`, e.g. a SIM switch or a handover. */
  shift(delta: number): void;
}

/** A walk starting at `shape.mean`, never leaving `[min, max]`. */
export function createRandomWalk(shape: RandomWalkShape): RandomWalk {
  let value = shape.mean;
  let mean = shape.mean;
  const clamp = (x: number) => Math.min(shape.max, Math.max(shape.min, x));
  return {
    get value() {
      return value;
    },
    next(random) {
      value = clamp(value + (mean - value) * shape.pull + (random.next() * 2 - 1) * shape.step);
      return value;
    },
    shift(delta) {
      mean = clamp(mean + delta);
      value = clamp(value + delta);
    },
  };
}
