// The account and newsletter endpoints through the real server, without a browser:
// forged origins, bad input, races, throttling and spent tokens.
import { PASSWORD, uniqueEmail } from "../e2e/accounts-helpers";
import { expect, mailedLink, newRequestContext, SERVER, test } from "./fixtures";

const ORIGIN = { Origin: SERVER.origin };
const person = (email: string, extra: Record<string, string> = {}) => ({
  firstName: "Altair",
  lastName: "Aquila",
  email,
  password: PASSWORD,
  ...extra,
});

test("a POST from another site, or with no origin at all, is refused with 403", async ({
  request,
}) => {
  for (const path of [
    "/auth",
    "/login",
    "/logout",
    "/newsletter",
    "/forgot-password",
    "/reset-password",
    "/account",
  ]) {
    const foreign = await request.post(path, {
      form: { email: "a@example.com" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(foreign.status(), path).toBe(403);
    const bare = await request.post(path, { form: { email: "a@example.com" }, maxRedirects: 0 });
    expect(bare.status(), path).toBe(403);
  }
  // Every browser sends Origin (or Sec-Fetch-Site) with a form post; a Referer alone is not proof.
  const referred = await request.post("/newsletter", {
    form: { email: "x" },
    headers: { Referer: `${ORIGIN.Origin}/` },
  });
  expect(referred.status()).toBe(403);
  const ours = await request.post("/newsletter", {
    form: { email: "x" },
    headers: { "Sec-Fetch-Site": "same-origin" },
  });
  expect(ours.status()).toBe(400);
  const own = await request.post("/newsletter", { form: { email: "x" }, headers: ORIGIN });
  expect(own.status()).toBe(400);
});

test("bad sign-up input gets a 400 with a clear message and creates no account", async ({
  request,
}) => {
  const email = uniqueEmail("bad");
  const cases: [Record<string, string>, string][] = [
    [{ firstName: "" }, "Enter your first name."],
    [{ lastName: "x".repeat(10_000) }, "at most 60 characters"],
    [{ email: "not-an-email" }, "Enter an email address like name@example.com."],
    [{ zodiacSign: "ophiuchus" }, "Choose one of the twelve signs."],
    [{ firstName: "<script>alert(1)</script>" }, "cannot contain &lt; or &gt;"],
    [
      { email: "x'; DROP TABLE users;--@example.com" },
      "Enter an email address like name@example.com.",
    ],
    [{ password: "short" }, "Use at least 10 characters."],
    [{ password: "x".repeat(10_000) }, "at most 200 characters"],
    [{ password: "ｐａｓｓｗｏｒｄ１２３" }, "one of the most common ones"],
    [{ password: " ".repeat(12) }, "A password cannot be only spaces."],
    [{ password: ` ${email.toUpperCase()}` }, "Your password cannot be your email address."],
  ];
  for (const [change, message] of cases) {
    const response = await request.post("/auth", {
      form: person(email, change),
      headers: ORIGIN,
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(change).slice(0, 60)).toBe(400);
    expect(await response.text()).toContain(message);
  }
  const login = await request.post("/login", {
    form: { email, password: PASSWORD },
    headers: ORIGIN,
    maxRedirects: 0,
  });
  expect(login.status()).toBe(400);
});

test("SQL-looking text in a name is stored as text and shown escaped", async ({ request }) => {
  const email = uniqueEmail("bobby");
  const name = "Robert'); DROP TABLE users;--";
  const created = await request.post("/auth", {
    form: person(email, { firstName: name }),
    headers: ORIGIN,
    maxRedirects: 0,
  });
  expect(created.status()).toBe(302);
  const page = await (await request.get("/account")).text();
  expect(page).toContain("Robert&#x27;); DROP TABLE users;--");
});

test("a body that is not a form is a 4xx, not a 500", async ({ request }) => {
  const json = await request.post("/login", {
    data: "{not json",
    headers: { ...ORIGIN, "Content-Type": "application/json" },
  });
  expect(json.status()).toBe(415);
  expect(await json.text()).toContain("application/x-www-form-urlencoded");
  const broken = await request.post("/login", {
    data: "not multipart at all",
    headers: { ...ORIGIN, "Content-Type": "multipart/form-data; boundary=x" },
  });
  expect(broken.status()).toBe(400);
  expect(await broken.text()).toContain("not valid form data");
});

test("concurrent sign-ups with one email make one account; the others are told why", async () => {
  const email = uniqueEmail("race");
  const contexts = await Promise.all([1, 2, 3].map(() => newRequestContext()));
  const responses = await Promise.all(
    contexts.map((c) => c.post("/auth", { form: person(email), headers: ORIGIN, maxRedirects: 0 })),
  );
  const statuses = responses.map((r) => r.status()).sort();
  expect(statuses).toEqual([302, 409, 409]);
  for (const r of responses.filter((r) => r.status() === 409))
    expect(await r.text()).toContain("already exists");
  await Promise.all(contexts.map((c) => c.dispose()));
});

test("wrong passwords are answered alike until the throttle, then 429", async ({ request }) => {
  const email = uniqueEmail("throttle");
  await request.post("/auth", { form: person(email), headers: ORIGIN, maxRedirects: 0 });
  for (let i = 0; i < 5; i++) {
    const wrong = await request.post("/login", {
      form: { email, password: `wrong password ${i}` },
      headers: ORIGIN,
    });
    expect(wrong.status()).toBe(400);
    expect(await wrong.text()).toContain("That email and password do not match an account.");
  }
  const blocked = await request.post("/login", {
    form: { email, password: PASSWORD },
    headers: ORIGIN,
  });
  expect(blocked.status()).toBe(429);
  expect(await blocked.text()).toContain("Too many attempts");
});

test("guesses sent at once are counted first: five are checked, the others get 429", async () => {
  const email = uniqueEmail("volley");
  const request = newRequestContext();
  await request.post("/auth", { form: person(email), headers: ORIGIN, maxRedirects: 0 });
  const guesses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      request.post("/login", {
        form: { email, password: i === 19 ? PASSWORD : `wrong guess ${i}` },
        headers: ORIGIN,
        maxRedirects: 0,
      }),
    ),
  );
  const statuses = guesses.map((r) => r.status());
  expect(statuses.filter((s) => s !== 429)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  expect(statuses[19]).toBe(429);
  await request.dispose();
});

test("the account page's password checks share the log-in throttle", async ({ request }) => {
  const email = uniqueEmail("recheck");
  await request.post("/auth", { form: person(email), headers: ORIGIN, maxRedirects: 0 });
  for (let i = 0; i < 5; i++) {
    const wrong = await request.post("/account", {
      form: { intent: "delete", confirmPassword: `guess ${i}` },
      headers: ORIGIN,
    });
    expect(wrong.status()).toBe(400);
  }
  const blocked = await request.post("/account", {
    form: { intent: "password", currentPassword: PASSWORD, newPassword: "a new long password" },
    headers: ORIGIN,
  });
  expect(blocked.status()).toBe(429);
  expect(await blocked.text()).toContain("Too many attempts");
});

test("a session cookie that names no session is cleared, and the page is not stored", async ({
  request,
}) => {
  for (const value of ["s".repeat(43), "not-a-token"]) {
    const page = await request.get("/", {
      headers: { Cookie: `starcast_session=${value}; theme=dark` },
    });
    expect(page.status()).toBe(200);
    expect(page.headers()["set-cookie"]).toMatch(/^starcast_session=; .*Max-Age=0/);
    expect(page.headers()["cache-control"]).toBe("private, no-store");
  }
  const other = await request.get("/", { headers: { Cookie: "theme=dark" } });
  expect(other.headers()["set-cookie"]).toBeUndefined();
});

test("an unknown email gets the same answer as a wrong password", async ({ request }) => {
  const response = await request.post("/login", {
    form: { email: uniqueEmail("ghost"), password: PASSWORD },
    headers: ORIGIN,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("That email and password do not match an account.");
});

test("a reset link works once; reused or made-up tokens are refused", async ({ request }) => {
  const email = uniqueEmail("reuse");
  await request.post("/auth", { form: person(email), headers: ORIGIN, maxRedirects: 0 });
  const forgot = await request.post("/forgot-password", { form: { email }, headers: ORIGIN });
  const unknown = await request.post("/forgot-password", {
    form: { email: uniqueEmail("nobody") },
    headers: ORIGIN,
  });
  expect(await forgot.text()).toContain("If an account uses that address");
  expect(await unknown.text()).toContain("If an account uses that address");

  const link = await mailedLink(email, "Reset your Starcast password", "/reset-password");
  const token = new URL(link, ORIGIN.Origin).searchParams.get("token")!;
  const first = await request.post(link, {
    form: { token, password: "a brand new password" },
    headers: ORIGIN,
    maxRedirects: 0,
  });
  expect(first.status()).toBe(302);
  const again = await request.post(link, {
    form: { token, password: "yet another password" },
    headers: ORIGIN,
    maxRedirects: 0,
  });
  expect(again.status()).toBe(400);
  expect((await request.get(link)).status()).toBe(400);
  expect((await request.get("/reset-password?token=made-up-token-made-up-token")).status()).toBe(
    400,
  );
  expect((await request.get("/reset-password")).status()).toBe(400);
});

test("subscribing twice is fine and reads the same; /account needs a session", async ({
  request,
}) => {
  const email = uniqueEmail("twice");
  for (let i = 0; i < 2; i++) {
    const response = await request.post("/newsletter", { form: { email }, headers: ORIGIN });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("If you were already subscribed, nothing changes");
  }
  const account = await request.get("/account", { maxRedirects: 0 });
  expect(account.status()).toBe(302);
  expect(account.headers().location).toBe("/login");
});

test("the account page refuses bad input with 400 and leaves the details as they were", async ({
  request,
}) => {
  const email = uniqueEmail("acct-bad");
  await request.post("/auth", {
    form: person(email, { zodiacSign: "virgo" }),
    headers: ORIGIN,
    maxRedirects: 0,
  });
  const cases: Record<string, string>[] = [
    { intent: "profile", firstName: "Altair", lastName: "Aquila", zodiacSign: "ophiuchus" },
    { intent: "profile", firstName: "x".repeat(10_000), lastName: "Aquila" },
    { intent: "password", currentPassword: PASSWORD, newPassword: "password123" },
    { intent: "erase-everything" },
    { intent: "delete", confirmPassword: "" },
  ];
  for (const form of cases) {
    const response = await request.post("/account", { form, headers: ORIGIN });
    expect(response.status(), form.intent).toBe(400);
  }
  const page = await (await request.get("/account")).text();
  expect(page).toContain('<option value="virgo" selected="">');
});

test("newsletter links with a missing or made-up token get a 400 with a clear message", async ({
  request,
}) => {
  expect((await request.get("/newsletter/confirm")).status()).toBe(400);
  const made = await request.post("/newsletter/confirm?token=x", {
    form: { token: "z".repeat(43) },
    headers: ORIGIN,
  });
  expect(made.status()).toBe(400);
  expect(await made.text()).toContain("no longer exists");
  const bad = await request.post("/newsletter/unsubscribe", {
    form: { token: "<b>" },
    headers: ORIGIN,
  });
  expect(bad.status()).toBe(400);
});

test("parallel saves of charts answer 200 or 409, never 500, and keep at most 100", async () => {
  const request = newRequestContext();
  await request.post("/auth", {
    form: person(uniqueEmail("saves")),
    headers: ORIGIN,
    maxRedirects: 0,
  });
  const chart = "/chart?date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";
  const save = (label: string) =>
    request.post(chart, { form: { label }, headers: ORIGIN, maxRedirects: 0 });
  // A new member's first two saves at once: one becomes their own chart, neither fails.
  const firsts = await Promise.all([save("Me"), save("My twin")]);
  expect(firsts.map((r) => r.status())).toEqual([200, 200]);
  const many = await Promise.all(Array.from({ length: 150 }, (_, i) => save(`Chart ${i}`)));
  const statuses = many.map((r) => r.status());
  expect(statuses.filter((s) => s === 200)).toHaveLength(98);
  expect(statuses.filter((s) => s === 409)).toHaveLength(52);
  const refused = many.find((r) => r.status() === 409)!;
  expect(await refused.text()).toContain("You have 100 saved charts: delete one to save another.");
  const account = await (await request.get("/account")).text();
  expect(account.match(/<li><a href="\/chart\?/g)).toHaveLength(100);
  expect(account.match(/class="own-chart"/g)).toHaveLength(1);
  await request.dispose();
}, 180_000); // each answer renders the chart page again: 150 take a while on a busy machine
