import { withChannel } from './alertChannels';

describe('a saved search\'s alert channels (document 001 §4 "Alerts")', () => {
  it('adds a channel once and keeps the others', () => {
    expect(withChannel(['Email'], 'PushNotification', true)).toEqual(['Email', 'PushNotification']);
    expect(withChannel(['Email', 'PushNotification'], 'PushNotification', true)).toEqual(['Email', 'PushNotification']);
  });

  it('drops only the channel turned off; none left unsubscribes', () => {
    expect(withChannel(['Email', 'PushNotification'], 'PushNotification', false)).toEqual(['Email']);
    expect(withChannel(['Email'], 'Email', false)).toEqual([]);
  });
});
