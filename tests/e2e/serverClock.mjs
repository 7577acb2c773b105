/**
 * Preloaded into a spec's own server process (NODE_OPTIONS="--import <this file>"): the server's
 * clock reads SERVER_CLOCK_INDIA_HOUR o'clock in India on the current India day, and runs on from
 * there. For what the server does at an hour of India's day (decision 0041's reminders and
 * digest), so a spec does not depend on when it runs. The day stays the browser's day.
 */
const hour = Number(process.env.SERVER_CLOCK_INDIA_HOUR);
if (Number.isFinite(hour)) {
  const RealDate = Date;
  const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new RealDate());
  const offset = RealDate.parse(`${indiaDay}T00:00:00+05:30`) + hour * 3_600_000 - RealDate.now();
  class ServerDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ServerDate;
}
