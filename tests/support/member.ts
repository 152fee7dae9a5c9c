// A signed-up member for the database tests (saved charts, transit feeds): signed up through the
// real accounts code and read back through a session cookie, as a request would see them.
import { signUp } from "~/members/accounts.server";
import { getMember, type Member } from "~/members/sessions.server";

export const MEMBER_PASSWORD = "analytical engine 1843";

/** A new member, Ada Lovelace, with an email of its own under `prefix`. */
export async function newMember(prefix: string): Promise<Member> {
  const result = await signUp({
    firstName: "Ada",
    lastName: "Lovelace",
    zodiacSign: "",
    email: `${prefix}-${crypto.randomUUID()}@example.com`,
    password: MEMBER_PASSWORD,
  });
  if (!result.ok) throw new Error(result.message);
  const cookie = result.value.cookie.split(";")[0]!;
  return (await getMember(new Request("http://localhost/", { headers: { Cookie: cookie } })))!;
}
