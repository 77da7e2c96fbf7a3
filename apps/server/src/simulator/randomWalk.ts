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

/** Five numbers per walk: a device holds several, a fleet hundreds of thousands. */
class Walk implements RandomWalk {
  value: number;
  private mean: number;
  private readonly step: number;
  private readonly pull: number;
  private readonly min: number;
  private readonly max: number;

  constructor(shape: RandomWalkShape) {
    this.value = shape.mean;
    this.mean = shape.mean;
    this.step = shape.step;
    this.pull = shape.pull;
    this.min = shape.min;
    this.max = shape.max;
  }

  private clamp(x: number): number {
    return Math.min(this.max, Math.max(this.min, x));
  }

  next(random: Random): number {
    this.value = this.clamp(
      this.value + (this.mean - this.value) * this.pull + (random.next() * 2 - 1) * this.step,
    );
    return this.value;
  }

  shift(delta: number): void {
    this.mean = this.clamp(this.mean + delta);
    this.value = this.clamp(this.value + delta);
  }
}

/** A walk starting at `shape.mean`, never leaving `[min, max]`. */
export function createRandomWalk(shape: RandomWalkShape): RandomWalk {
  return new Walk(shape);
}
