import { describe, expect, it } from 'vitest';
import { noticeListSchema } from '../../../src/contract';

/**
 * The notice centre reads what the server sends through the contract's schema; an app installed
 * before the server learned a new kind of notice still shows the whole list.
 */
describe('the notice list as an installed app reads it', () => {
  it('takes a notice of a kind this app does not know', () => {
    const fromANewerServer = {
      unread: 1,
      notices: [
        {
          id: 7,
          kind: 'concern_answered',
          title: 'Your concern was answered',
          body: 'The team replied.',
          link: '/notices',
          created_at: '2026-11-28T04:30:00.000Z',
          read: false,
        },
      ],
    };
    expect(noticeListSchema.parse(fromANewerServer)).toEqual(fromANewerServer);
  });
});
