/** Time comes in from outside so the domain stays pure and testable. */
export interface Clock {
  now(): Date;
}
