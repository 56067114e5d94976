import { describeAttemptLimiterContract } from './contract/attemptLimiterContract';
import { MemoryAttemptLimiter } from './MemoryAttemptLimiter';

describeAttemptLimiterContract('memory', async (limits, slowDown) => ({
  limiter: new MemoryAttemptLimiter(limits, slowDown),
  close: async () => undefined,
}));
