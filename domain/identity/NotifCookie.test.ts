import { parseNotifCookie } from './NotifCookie';

describe('notif cookie', () => {
  it('reads a notification with a message key and a known kind', () => {
    expect(
      parseNotifCookie(
        encodeURIComponent(JSON.stringify({ id: 'saved', message: 'Toasts.SearchAlert.Subscribe', kind: 'success' })),
      ),
    ).toEqual({ id: 'saved', message: 'Toasts.SearchAlert.Subscribe', kind: 'success' });
  });
  it('refuses free text, unknown kinds and garbage', () => {
    expect(
      parseNotifCookie(JSON.stringify({ id: 'x', message: '<script>alert(1)</script>', kind: 'error' })),
    ).toBeUndefined();
    expect(
      parseNotifCookie(JSON.stringify({ id: 'x', message: 'Errors.Message.SomethingWrong', kind: 'fatal' })),
    ).toBeUndefined();
    expect(parseNotifCookie('not json')).toBeUndefined();
    expect(parseNotifCookie(undefined)).toBeUndefined();
  });
});
