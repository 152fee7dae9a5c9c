// The site's pages and what each must show: shared by the page, axe and size specs.
export interface PageCase {
  path: string;
  heading: string | RegExp;
  status?: number;
}

export const PAGES: PageCase[] = [
  { path: "/", heading: "Your day, read from the real sky" },
  { path: "/auth", heading: "Sign Up Free" },
  { path: "/login", heading: "Login Now" },
  { path: "/forgot-password", heading: "Forgot your password?" },
  { path: "/newsletter", heading: "The Starcast newsletter" },
  { path: "/about", heading: "About Starcast" },
  { path: "/developers", heading: "API for developers" },
  { path: "/terms", heading: "Terms of Use" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/tarot", heading: "Tarot card reading" },
  { path: "/tarot/cards/the-fool", heading: "The Fool" },
  { path: "/tarot/reading", heading: "Draw a tarot reading" },
  // A fixed Celtic Cross: The Star, The Tower reversed, Ace of Cups, The Fool reversed ...
  { path: "/tarot/reading/celtic-cross/IiFIAXw2E5YkKg", heading: "Celtic Cross reading" },
  { path: "/zodiac", heading: "Zodiac compatibility" },
  { path: "/zodiac/aries-and-leo", heading: "Aries and Leo compatibility" },
  { path: "/zodiac/scorpio", heading: "Scorpio" },
  { path: "/horoscopes", heading: "Choose your sign" },
  { path: "/horoscopes/daily/aries", heading: "Aries Daily Horoscope" },
  { path: "/horoscopes/weekly/gemini", heading: "Gemini Weekly Horoscope" },
  { path: "/horoscopes/monthly/pisces", heading: "Pisces Monthly Horoscope" },
  { path: "/chart", heading: "Your birth chart" },
  { path: "/rising-sign", heading: "Rising sign calculator" },
  { path: "/moon-sign", heading: "Moon sign calculator" },
  // New York City, 4 July 1990, 15:30.
  {
    path: "/chart?name=Ada&date=1990-07-04&time=15%3A30&place=5128581&houses=placidus",
    heading: "Ada's birth chart",
  },
  { path: "/calendar", heading: /^Sky calendar: \w+ \d{4}$/ },
  { path: "/calendar/2026/11", heading: "Sky calendar: November 2026" },
  { path: "/calendar/retrogrades/2026", heading: "Retrogrades of 2026" },
  { path: "/today", heading: "Your day" },
  { path: "/no-such-page", heading: "This page is lost among the stars", status: 404 },
];
