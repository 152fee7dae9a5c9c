// A flood of sign-ups against the built server: what cannot wait for a core is refused at once
// with 503 and Retry-After, never a 500; a member logging in meanwhile still gets in.
import { expect, it } from "vitest";
import { startServer } from "../support/built-server";

const PASSWORD = "violet comet orchard";

it("refuses sign-ups over the hashing queue with 503, and lets log-ins through", async () => {
  const server = await startServer({ env: { PASSWORD_HASH_QUEUE: "2" } });
  const post = (path: string, form: Record<string, string>) =>
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
