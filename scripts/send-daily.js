// `npm run send-daily`: mails today's reading to every confirmed subscriber now, through the
// job queue the servers use (app/members/daily-queue.server.ts), from the production build.
// `-- --queue-only` writes the day's jobs for the servers' workers and sends nothing here;
// `-- --at=2027-01-01T06:00:00Z` sends as of that moment (that day's reading).
import { parseArgs } from "node:util";
import { loadJobs } from "./lib/jobs.js";

const { values } = parseArgs({
  options: { "queue-only": { type: "boolean", default: false }, at: { type: "string" } },
});
const now = values.at ? new Date(values.at) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`--at must be a date and time such as 2027-01-01T06:00:00Z, not "${values.at}"`);
  process.exit(2);
}
const jobs = await loadJobs();
let code = 0;
try {
  const { queued, sent, failed } = await jobs.sendDaily(now, { work: !values["queue-only"] });
  console.log(
    values["queue-only"]
      ? `Daily horoscope: ${queued} mails queued for the servers' workers.`
      : `Daily horoscope: ${queued} queued, ${sent} sent here` +
          (failed ? `, ${failed} failed (retried later; see npm run dead-letters).` : "."),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
}
await jobs.stopJobs();
await jobs.closeDatabase();
await jobs.flushLogs();
process.exit(code);
