import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("auth", "routes/auth.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("account", "routes/account.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter-token.tsx", { id: "newsletter-confirm" }),
  route("newsletter/unsubscribe", "routes/newsletter-token.tsx", { id: "newsletter-unsubscribe" }),
  route("about", "routes/about.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("tarot", "routes/tarot.tsx"),
  route("zodiac", "routes/zodiac.tsx"),
  route("zodiac/:pair", "routes/zodiac-pair.tsx"),
  route("horoscopes", "routes/horoscopes.tsx"),
  route("horoscopes/daily/:zodiac", "routes/daily-horoscope.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
