import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("auth", "routes/auth.tsx"),
  route("login", "routes/login.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("about", "routes/about.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("tarot", "routes/tarot.tsx"),
  route("tarot/cards/:slug", "routes/tarot-card.tsx"),
  route("tarot/reading", "routes/tarot-reading.tsx"),
  route("tarot/reading/:spread/:code", "routes/tarot-reading-result.tsx"),
  route("zodiac", "routes/zodiac.tsx"),
  route("zodiac/:pair", "routes/zodiac-pair.tsx"),
  route("horoscopes", "routes/horoscopes.tsx"),
  route("horoscopes/daily/:zodiac", "routes/daily-horoscope.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
