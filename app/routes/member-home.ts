// Where a member lands after signing up or logging in: their own sign's reading.
export function memberHome(zodiacSign: string | null | undefined): string {
  return zodiacSign ? `/horoscopes/daily/${zodiacSign}` : "/horoscopes";
}
