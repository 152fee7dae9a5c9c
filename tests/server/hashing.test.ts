// A flood of sign-ups against the built server: what cannot wait for a core is refused at once
// with 503 and Retry-After, never a 500; a member logging in meanwhile still gets in.
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { startServer } from "../support/built-server";

const PASSWORD = "violet comet orchard";

/** A form posted to the server as a browser without JavaScript sends it. */
const poster = (server: { origin: string }) => (path: string, form: Record<string, string>) =>
  fetch(server.origin + path, {
    method: "POST",
    headers: { Origin: server.origin },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
const person = (email: string) => ({
  firstName: "Vega",
  lastName: "Lyra",
  email,
  password: PASSWORD,
});

it("refuses sign-ups over the hashing queue with 503, and lets log-ins through", async () => {
  const server = await startServer({ env: { PASSWORD_HASH_QUEUE: "2" } });
  const post = poster(server);
  try {
    expect((await post("/auth", person("member@example.com"))).status).toBe(302);
    const flood = Array.from({ length: 24 }, (_, i) =>
      post("/auth", person(`flood-${i}@example.com`)),
    );
    // Sent once the flood has filled the queue: the first refusal says it has.
    await Promise.race(flood);
    const login = await post("/login", { email: "member@example.com", password: PASSWORD });
    const answers = await Promise.all(flood);
    expect(login.status).toBe(302);

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 302 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 302).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(await answer.text()).toContain("Starcast is busy checking other passwords");
    }
  } finally {
    await server.stop();
  }
});

/** Each thread of a process: its nice value and the CPU it has used, in clock ticks. */
function threads(pid: number) {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    // Fields after the command's closing parenthesis, from field 3 (state) on.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return {
      tid: Number(tid),
      nice: Number(fields[16]),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  });
}

it.skipIf(process.platform !== "linux")(
  "makes new hashes on a thread at nice 10, and checks log-ins at the server's own priority",
  { timeout: 60_000 },
  async () => {
    const server = await startServer();
    const post = poster(server);
    try {
      const before = threads(server.pid);
      expect(before.filter((t) => t.nice !== 0)).toEqual([]);
      for (let i = 0; i < 3; i++) {
        const created = await post("/auth", person(`nice-${i}@example.com`));
        expect(created.status).toBe(302);
      }
      // Three scrypt hashes at 2^15 are some 0.9 s of CPU: all of it on the nice thread.
      const niced = threads(server.pid).filter((t) => t.nice === 10);
      expect(niced).toHaveLength(1);
      expect(niced[0]!.ticks).toBeGreaterThan(20);
      const main = threads(server.pid).find((t) => t.tid === server.pid)!;
      expect(main.nice).toBe(0);
      // A log-in's check runs elsewhere: the nice thread's CPU does not move.
      const login = await post("/login", { email: "nice-0@example.com", password: PASSWORD });
      expect(login.status).toBe(302);
      const after = threads(server.pid).find((t) => t.tid === niced[0]!.tid)!;
      expect(after.ticks).toBe(niced[0]!.ticks);
    } finally {
      await server.stop();
    }
  },
);
