import { yieldToBrowser } from './yieldToBrowser';

describe('yieldToBrowser', () => {
  it('ends the current task: what was queued before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToBrowser();
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });
});
