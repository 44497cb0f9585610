/** Randomness behind `$random()` and `$shuffle()`, so a seeded one makes runs repeatable. */
export interface RandomPort {
  /** A number in [0, 1). */
  next(): number;
}
