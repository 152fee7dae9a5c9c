// `npm run dead-letters`: the daily mails that failed every retry, newest first;
// `npm run dead-letters -- --retry` sends them round the queue again.
import { loadJobs } from "./lib/jobs.js";

const jobs = await loadJobs();
const letters = await jobs.deadLetters();
if (letters.length === 0) console.log("No dead letters.");
for (const l of letters) {
  console.log(
    `${l.failedAt}  ${l.id}  ${l.email ?? `(subscriber ${l.subscriberId} gone)`}  ${l.error}`,
  );
}
if (letters.length && process.argv.includes("--retry")) {
  const retried = await jobs.retryDeadLetters(
    letters.map((/** @type {{ id: string }} */ l) => l.id),
  );
  console.log(`${retried} sent back to the queue.`);
}
await jobs.stopJobs();
await jobs.closeDatabase();
await jobs.flushLogs();
process.exit(0);
