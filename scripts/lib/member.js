// A member for the bench and load scripts: signs up over HTTP as a browser without JavaScript
// would, saves a birth chart as their own, and returns the session cookie /today needs.
const PASSWORD = "violet comet orchard";
// Ada, born in New York (the chart the e2e specs use).
const CHART = "name=Ada&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus";

/**
 * @param {string} origin
 * @param {string} pathname
 * @param {Record<string, string>} form
 * @param {string} [cookie]
 */
async function post(origin, pathname, form, cookie) {
  const response = await fetch(origin + pathname, {
    method: "POST",
    headers: { Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response;
}

/**
 * Signs up a new member with their own chart; resolves to their Cookie header.
 * @param {string} origin
 */
export async function memberCookie(origin) {
  const email = `bench-${process.pid}-${Date.now()}@example.com`;
  const signUp = await post(origin, "/auth", {
    firstName: "Vega",
    lastName: "Lyra",
    email,
    password: PASSWORD,
  });
  const cookie = /starcast_session=[^;]+/.exec(signUp.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`sign-up answered ${signUp.status} without a session`);
  const saved = await post(origin, `/chart?${CHART}`, { label: "Me", own: "on" }, cookie);
  if (saved.status !== 200) throw new Error(`saving the chart answered ${saved.status}`);
  const today = await fetch(`${origin}/today`, { headers: { Cookie: cookie } });
  const page = await today.text();
  if (!page.includes("Your day:")) throw new Error(`/today answered ${today.status} without a day`);
  return cookie;
}
