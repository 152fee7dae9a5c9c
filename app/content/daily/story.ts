// What the day's main event means in each house, by its tone: the general reading's second sentence.
import { STORY_ASPECTS } from "~/content/daily/story-aspects";
import { STORY_TURNS } from "~/content/daily/story-turns";
import type { StoryBank } from "~/content/daily/types";

export const STORY: StoryBank = { ...STORY_TURNS, ...STORY_ASPECTS };
