// The four focus parts' banks: each part's sky lines and its rating-matched guidance.
import { CAREER_ADVICE } from "~/content/daily/career-advice";
import { CAREER_SKY } from "~/content/daily/career-sky";
import { FINANCE_ADVICE } from "~/content/daily/finance-advice";
import { FINANCE_SKY } from "~/content/daily/finance-sky";
import { HEALTH_ADVICE } from "~/content/daily/health-advice";
import { HEALTH_SKY } from "~/content/daily/health-sky";
import { LOVE_ADVICE } from "~/content/daily/love-advice";
import { LOVE_SKY } from "~/content/daily/love-sky";
import type { FocusBank } from "~/content/daily/types";

export const FOCUS: Readonly<Record<"love" | "career" | "health" | "finance", FocusBank>> = {
  love: { ...LOVE_SKY, ...LOVE_ADVICE },
  career: { ...CAREER_SKY, ...CAREER_ADVICE },
  health: { ...HEALTH_SKY, ...HEALTH_ADVICE },
  finance: { ...FINANCE_SKY, ...FINANCE_ADVICE },
};
