import { describeAttemptLimiterContract } from './contract/attemptLimiterContract';
import { MemoryAttemptLimiter } from './MemoryAttemptLimiter';

describeAttemptLimiterContract('memory', async (limits, slowDown, sleep) => ({
  limiter: new MemoryAttemptLimiter(limits, slowDown, sleep),
  close: async () => undefined,
}));
