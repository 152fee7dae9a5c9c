import { axeViolations, expect, test } from "./fixtures";
import { logIn, mailedLink, PASSWORD, signUp, uniqueEmail } from "./accounts-helpers";

// Each flow hashes passwords several times over; give it room on a loaded machine.
test.describe.configure({ timeout: 90_000 });

test("sign up, log out and log in again, landing on the member's own reading", async ({ page }) => {
  const email = uniqueEmail("signup");
  await signUp(page, email, { sign: "leo" });
  // Welcomed, and led on to saving a chart of their own.
  await expect(page).toHaveURL(/\/today\?welcome=1$/);
  await expect(page.getByRole("heading", { name: "Welcome, Vega" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cast your chart" })).toHaveAttribute(
    "href",
    "/chart",
  );
  await expect(page.getByRole("link", { name: "Read today's Leo horoscope" })).toHaveAttribute(
    "href",
    "/horoscopes/daily/leo",
  );
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Vega" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Log in" })).toHaveCount(0);

  await page.goto("/");
  await expect(
    page.getByRole("heading", { name: "Vega, your Leo reading for today" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up to save charts" })).toBeVisible();

  await logIn(page, email);
  await expect(page).toHaveURL(/\/horoscopes\/daily\/leo$/);
  await expect(nav.getByRole("link", { name: "Vega" })).toBeVisible();
});

test("sign-up errors are shown inline, tied to their fields, and pass axe", async ({ page }) => {
  await page.goto("/auth");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("First name").fill("Vega");
  await page.getByLabel("Last name").fill("Lyra");
  await page.getByLabel("Email").fill(uniqueEmail("weak"));
  await page.getByLabel("Password").fill("qwertyuiop");
  await page.getByRole("button", { name: "Sign up" }).click();
  const password = page.getByLabel("Password");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await password.getAttribute("aria-describedby"))!.split(" ")[0]!;
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(/most common/);
  await expect(page.getByLabel("Email")).not.toHaveValue("");
  expect(await axeViolations(page)).toEqual([]);
});

test("a taken email gets a clear message at sign-up", async ({ page }) => {
  const email = uniqueEmail("taken");
  await signUp(page, email);
  await page.getByRole("button", { name: "Log out" }).click();
  await signUp(page, email);
  await expect(page.getByText("An account with this email already exists")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("a wrong password gets the generic message, which passes axe", async ({ page }) => {
  const email = uniqueEmail("wrong");
  await logIn(page, email, "not the password at all");
  await expect(page.getByRole("alert")).toHaveText(
    "That email and password do not match an account.",
  );
  expect(await axeViolations(page)).toEqual([]);
});

test("forgot password: the mailed link sets a new password once", async ({ page }) => {
  const email = uniqueEmail("forgot");
  await signUp(page, email);
  await page.getByRole("button", { name: "Log out" }).click();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses that address");

  const link = await mailedLink(email, "Reset your Starcast password", "/reset-password");
  await page.goto(link);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByLabel("New password")).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("New password").fill("a fresh new password");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/account\?reset=1$/);
  await expect(page.getByRole("status")).toContainText("Your new password is saved");

  await page.getByRole("button", { name: "Log out" }).click();
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toBeVisible();
  await logIn(page, email, "a fresh new password");
  await expect(page).toHaveURL(/\/horoscopes$/);

  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("expired or has already been used");
});

test("the newsletter: subscribe from the home page, confirm by the mailed link", async ({
  page,
}) => {
  const email = uniqueEmail("news");
  await page.goto("/");
  await page.getByLabel("Get your horoscope by email").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole("status")).toContainText("Check your inbox");
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(
    await mailedLink(email, "Confirm your Starcast daily horoscope", "/newsletter/confirm"),
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("status")).toContainText("You are subscribed");

  await page.goto(
    await mailedLink(email, "Confirm your Starcast daily horoscope", "/newsletter/unsubscribe"),
  );
  await page.getByRole("button", { name: "Unsubscribe me" }).click();
  await expect(page.getByRole("status")).toContainText("You are unsubscribed");
});

// "someone@localhost" passes the browser's own check but not the server's, so the error shows.
const EMAIL_FORMS: [string, string][] = [
  ["/newsletter", "Subscribe"],
  ["/forgot-password", "Send the link"],
];
for (const [path, button] of EMAIL_FORMS) {
  test(`the ${path} form's error state passes axe`, async ({ page }) => {
    await page.goto(path);
    await page.getByLabel("Email").fill("someone@localhost");
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the account page changes details and deletes the account", async ({ page }) => {
  const email = uniqueEmail("account");
  await signUp(page, email);
  await expect(page).toHaveURL(/\/today\?welcome=1$/);
  await page.goto("/account");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("First name").fill("Deneb");
  await page.getByLabel("Zodiac sign").selectOption("pisces");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status")).toContainText("Your details are saved");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Deneb" }),
  ).toBeVisible();

  await page.getByLabel("Current password").fill("not my password");
  await page.getByLabel("New password").fill("another long password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Type your password to confirm").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/\?deleted=1$/);
  await expect(page.getByRole("status")).toContainText(
    "Your account and everything in it are deleted",
  );
  await logIn(page, email);
  await expect(page.getByRole("alert")).toHaveText(
    "That email and password do not match an account.",
  );
});

test("sign-up's \"I'm not sure\" finds the sign from a birth date, and a member is sent on from the forms", async ({
  page,
}) => {
  await page.goto("/auth");
  const birthDate = page.getByLabel("Not sure? Your birth date");
  await expect(birthDate).toBeVisible();
  await page.getByLabel("Zodiac sign").selectOption("leo");
  await expect(birthDate).toBeHidden();
  await page.getByLabel("Zodiac sign").selectOption("");

  // A cusp date is refused with the reason, and nothing is created.
  const email = uniqueEmail("birthdate");
  await page.getByLabel("First name").fill("Vega");
  await page.getByLabel("Last name").fill("Lyra");
  await birthDate.fill("1990-08-23");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(birthDate).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The Sun moved from Leo into Virgo")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await birthDate.fill("1990-08-30");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("link", { name: "Read today's Virgo horoscope" })).toBeVisible();

  for (const path of ["/login", "/auth"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/account$/);
  }
  await page.goto("/newsletter");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.goto("/account");
  await expect(page.getByRole("button", { name: "Delete my account" })).toHaveCSS(
    "background-color",
    "rgba(0, 0, 0, 0)",
  );
});
