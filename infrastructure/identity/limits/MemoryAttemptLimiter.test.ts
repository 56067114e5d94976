import { describeAttemptLimiterContract } from './contract/attemptLimiterContract';
import { MemoryAttemptLimiter } from './MemoryAttemptLimiter';

describeAttemptLimiterContract('memory', async (limits) => ({
  limiter: new MemoryAttemptLimiter(limits),
  close: async () => undefined,
}));
