// Account security figures for docs/security.md (issue #12): hashing under a sign-up flood,
// simultaneous guesses at one account, and answer times for known and unknown addresses.
// `node scripts/measure-accounts.js` against the built server on PGlite; ROUNDS=3 by default.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, serverFlags, startBuiltServer } from "./lib/built-server.js";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const TRIES = Number(process.env.TRIES ?? 40);
const FLOOD = 80;
const GUESSES = 20;
const PASSWORD = "violet comet orchard";

/** @typedef {{ status: number; ms: number }} Answer */

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  return Number.isInteger(mid) ? (at(mid - 1) + at(mid)) / 2 : at(Math.floor(mid));
};
const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
const pause = (/** @type {number} */ time) => new Promise((resolve) => setTimeout(resolve, time));
const shuffle = (/** @type {string[]} */ items) => items.sort(() => Math.random() - 0.5);

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "starcast-measure-"));
// TRUST_PROXY lets each section log in from its own address, clear of the per-address limit.
const server = await startBuiltServer({
  port,
  env: { SITE_URL: origin, DATA_DIR: dataDir, TRUST_PROXY: "1", LOG_LEVEL: "warn" },
  nodeArgs: serverFlags(),
  output: "stderr",
});
let addresses = 0;
const newAddress = () => `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;
let people = 0;
const newEmail = (/** @type {string} */ label) => `${label}-${++people}-${Date.now()}@example.com`;

/**
 * Posts a form as a browser without JavaScript would; resolves to the status and the time taken.
 * @param {string} pathname
 * @param {Record<string, string>} form
 * @returns {Promise<Answer>}
 */
async function post(pathname, form, ip = newAddress()) {
  const started = performance.now();
  const response = await fetch(origin + pathname, {
    method: "POST",
    headers: { Origin: origin, "X-Forwarded-For": ip },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const person = (/** @type {string} */ email) => ({
  firstName: "Vega",
  lastName: "Lyra",
  email,
  password: PASSWORD,
});
const signUp = (/** @type {string} */ email) => post("/auth", person(email));
const logIn = (/** @type {string} */ email, password = PASSWORD) =>
  post("/login", { email, password });

/** @param {number[]} statuses */
function count(statuses) {
  /** @type {Record<number, number>} */
  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, n]) => `${n}x ${status}`)
    .join(", ");
}

async function hashing() {
  console.log("\n## Item 3: hashing");
  const member = newEmail("member");
  await signUp(member);
  const made = [];
  const taken = [];
  const idle = [];
  for (let i = 0; i < 10; i++) {
    made.push((await post("/reset-password", { token: "x".repeat(43), password: PASSWORD })).ms);
    taken.push((await signUp(member)).ms);
    idle.push((await logIn(member)).ms);
  }
  console.log(`reset with a made-up token, median of 10: ${ms(median(made))}`);
  console.log(`sign-up with a taken email, median of 10: ${ms(median(taken))}`);
  console.log(`log-in, idle, median of 10: ${ms(median(idle))}`);
  // What 80 posts cost the server with no hashing at all: the floor under any flood.
  const started = performance.now();
  await Promise.all(Array.from({ length: FLOOD }, () => signUp(member)));
  console.log(`${FLOOD} sign-ups with a taken email at once: ${ms(performance.now() - started)}`);
  for (let round = 1; round <= ROUNDS; round++) {
    const start = performance.now();
    const flood = Array.from({ length: FLOOD }, () => signUp(newEmail("flood")));
    // Log-ins at fixed moments after the flood began, each on its own connection.
    const logins = [];
    for (const after of [50, 300, 1000, 2000]) {
      await pause(after - (performance.now() - start));
      logins.push(
        logIn(member).then((answer) => `+${after} ms: ${ms(answer.ms)} (${answer.status})`),
      );
    }
    const answers = await Promise.all(flood);
    const slowest = Math.max(...answers.map((a) => a.ms));
    console.log(
      `round ${round}: log-ins during ${FLOOD} parallel sign-ups, sent at ${(await Promise.all(logins)).join(", ")}; ` +
        `sign-ups: ${count(answers.map((a) => a.status))}, slowest ${ms(slowest)}`,
    );
    await pause(2000);
  }
}

async function guesses() {
  console.log("\n## Item 4: simultaneous guesses at one account");
  for (let round = 1; round <= ROUNDS; round++) {
    const email = newEmail("target");
    await signUp(email);
    // One address for all of them, the right password last.
    const ip = newAddress();
    const tries = Array.from({ length: GUESSES }, (_, i) =>
      post("/login", { email, password: i === GUESSES - 1 ? PASSWORD : `wrong guess ${i}` }, ip),
    );
    const answers = await Promise.all(tries);
    const checked = answers.filter((a) => a.status !== 429).length;
    console.log(
      `round ${round}: ${GUESSES} at once: ${count(answers.map((a) => a.status))}; ` +
        `${checked} checked; the right one got ${answers.at(-1)?.status}`,
    );
  }
}

/** @param {string} email */
function confirmLink(email) {
  const outbox = path.join(dataDir, "outbox");
  if (!existsSync(outbox)) return undefined;
  for (const file of readdirSync(outbox)) {
    const text = readFileSync(path.join(outbox, file), "utf8").replace(/=\r?\n/g, "");
    if (!text.includes(`To: ${email}`)) continue;
    const token =
      /newsletter\/confirm\?token=3D([A-Za-z0-9_-]+)|confirm\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (token) return token[1] ?? token[2];
  }
  return undefined;
}

/** @param {string} email */
async function confirmed(email) {
  await post("/newsletter", { email });
  for (let i = 0; i < 100; i++) {
    const token = confirmLink(email);
    if (token) return post(`/newsletter/confirm?token=${token}`, { token });
    await pause(50);
  }
  throw new Error(`no confirmation mail for ${email}`);
}

/** @typedef {Record<string, number[]>} Times */

/**
 * TRIES answers per group, the groups shuffled in each round, with a pause between posts.
 * @param {string} label
 * @param {Record<string, (i: number) => Promise<Answer>>} groups
 * @returns {Promise<Times>}
 */
async function compare(label, groups) {
  /** @type {Times} */
  const times = Object.fromEntries(Object.keys(groups).map((name) => [name, []]));
  for (let i = 0; i < TRIES; i++) {
    for (const name of shuffle(Object.keys(groups))) {
      const answer = await /** @type {(i: number) => Promise<Answer>} */ (groups[name])(i);
      if (answer.status !== 200) throw new Error(`${label} ${name}: ${answer.status}`);
      times[name]?.push(answer.ms);
      // Lets mail work started by one post finish before the next is timed.
      await pause(150);
    }
  }
  const medians = Object.entries(times).map(([name, t]) => `${name} ${ms(median(t))}`);
  console.log(`${label}, medians of ${TRIES}: ${medians.join(", ")}`);
  return times;
}

/**
 * Each group's median over every round, and how far the slowest is from the fastest.
 * @param {string} label
 * @param {Times[]} rounds
 */
function overall(label, rounds) {
  const names = Object.keys(rounds[0] ?? {});
  const medians = names.map((name) => median(rounds.flatMap((round) => round[name] ?? [])));
  const spread = Math.max(...medians) - Math.min(...medians);
  const list = names
    .map((name, i) => `${name} ${ms(/** @type {number} */ (medians[i]))}`)
    .join(", ");
  console.log(`${label}, all ${rounds.length} rounds: ${list}; difference ${ms(spread)}`);
}

async function timing() {
  console.log("\n## Item 12: known and unknown addresses");
  // A member per try and round, so the three-links-an-hour cap never spares the known ones.
  /** @type {string[]} */
  const members = [];
  for (let i = 0; i < TRIES * ROUNDS; i++) members.push(newEmail("known"));
  for (const email of members) await signUp(email);
  const subscribed = members.slice(0, TRIES);
  for (const email of subscribed) await confirmed(email);
  const forgot = [];
  const news = [];
  for (let round = 1; round <= ROUNDS; round++) {
    forgot.push(
      await compare(`round ${round}: forgot-password`, {
        known: (i) =>
          post("/forgot-password", {
            email: /** @type {string} */ (members[(round - 1) * TRIES + i]),
          }),
        unknown: () => post("/forgot-password", { email: newEmail("nobody") }),
      }),
    );
    news.push(
      await compare(`round ${round}: newsletter`, {
        confirmed: (i) => post("/newsletter", { email: /** @type {string} */ (subscribed[i]) }),
        new: () => post("/newsletter", { email: newEmail("new") }),
      }),
    );
  }
  overall("forgot-password", forgot);
  overall("newsletter", news);
}

try {
  const only = process.argv[2];
  if (!only || only === "hashing") await hashing();
  if (!only || only === "guesses") await guesses();
  if (!only || only === "timing") await timing();
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
