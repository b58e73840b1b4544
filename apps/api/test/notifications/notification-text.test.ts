/**
 * A like's and a comment's notification text names the show as a sentence
 * would: 'your Adele show', 'your show by The Cure'.
 */
import { describe, expect, it } from 'vitest';
import { notificationMessage } from '../../src/modules/notifications/notifications.service';

describe('a notification names the show naturally', () => {
  it('puts an artist after "show by" when the name starts with an article', () => {
    expect(notificationMessage('like', 'Ben', 'The Cure')).toBe('Ben liked your show by The Cure');
    expect(notificationMessage('comment', 'Ben', 'The Cure')).toBe(
      'Ben commented on your show by The Cure',
    );
    expect(notificationMessage('like', 'Ben', 'A Perfect Circle')).toBe(
      'Ben liked your show by A Perfect Circle',
    );
  });

  it('keeps "your {artist} show" for other names, and "your show" without one', () => {
    expect(notificationMessage('like', 'Ben', 'Adele')).toBe('Ben liked your Adele show');
    expect(notificationMessage('comment', 'Ben', 'Theo Katzman')).toBe(
      'Ben commented on your Theo Katzman show',
    );
    expect(notificationMessage('like', 'Ben', null)).toBe('Ben liked your show');
  });
});
